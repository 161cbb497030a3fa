// The plain kit's stylesheet: antd's look (card, button, alert, empty, skeleton, statistic, tag,
// tooltip, segmented, spin, result, descriptions) from its design tokens (design-tokens.css), as one
// <style> that React hoists into the document's head and writes once however many components render
// it (React 19's `href` + `precedence`). A <style> rather than a CSS file: a remote's lazily loaded
// chunk has no way to bring a stylesheet of its own into the shell's page, and this one is small.
// Values that are not design tokens (antd's tertiary shadow, whose token value holds line breaks the
// token test cannot match, and the colours of antd's empty-state picture) are written out here, with
// their dark-theme values under :root[data-theme='dark']. A link drawn as a button (a[href].bd-btn)
// keeps the button's colours over a page's own link colour (e.g. `.shell-layout a`).
const CSS = `
.bd-card{box-sizing:border-box;margin:0;background:var(--bd-color-bg-container);border:1px solid var(--bd-color-border-secondary);border-radius:var(--bd-border-radius-lg);color:var(--bd-color-text);font-family:var(--bd-font-family);font-size:var(--bd-font-size);line-height:var(--bd-line-height)}
.bd-card-head{box-sizing:border-box;display:flex;align-items:center;min-height:56px;margin-bottom:-1px;padding:0 24px;border-bottom:1px solid var(--bd-color-border-secondary);color:var(--bd-color-text-heading);font-size:var(--bd-font-size-lg);font-weight:var(--bd-font-weight-strong)}
.bd-card-title{flex:1;min-width:0;margin:0;overflow:hidden;font:inherit;white-space:nowrap;text-overflow:ellipsis}
.bd-card-extra{margin-left:auto;color:var(--bd-color-text);font-size:var(--bd-font-size);font-weight:normal}
.bd-card-body{padding:24px}
.bd-card-small>.bd-card-head{min-height:38px;padding:0 12px;font-size:var(--bd-font-size)}
.bd-card-small>.bd-card-body{padding:12px}
.bd-card a:not(.bd-btn){color:var(--bd-color-link);text-decoration:none;transition:color .2s}
.bd-card a:not(.bd-btn):hover{color:var(--bd-color-link-hover)}
.bd-card a:not(.bd-btn):active{color:var(--bd-color-link-active)}
.bd-secondary{color:var(--bd-color-text-description)}
.bd-sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.bd-btn{box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:8px;height:var(--bd-control-height);margin:0;padding:0 15px;border:1px solid var(--bd-color-border);border-radius:var(--bd-border-radius);background:var(--bd-color-bg-container);box-shadow:0 2px 0 var(--bd-color-fill-quaternary);color:var(--bd-color-text);font:inherit;font-size:var(--bd-font-size);line-height:var(--bd-line-height);text-decoration:none;white-space:nowrap;cursor:pointer;transition:color .2s,background-color .2s,border-color .2s}
.bd-btn:hover{border-color:var(--bd-color-primary-hover);color:var(--bd-color-primary-hover)}
.bd-btn:active{border-color:var(--bd-color-primary-active);color:var(--bd-color-primary-active)}
.bd-btn:focus-visible{outline:3px solid var(--bd-color-primary-border);outline-offset:1px}
.bd-btn-primary{border-color:transparent;background:var(--bd-color-primary);box-shadow:0 2px 0 var(--bd-control-outline);color:var(--bd-color-text-light-solid)}
.bd-btn-primary:hover{border-color:transparent;background:var(--bd-color-primary-hover);color:var(--bd-color-text-light-solid)}
.bd-btn-primary:active{border-color:transparent;background:var(--bd-color-primary-active);color:var(--bd-color-text-light-solid)}
.bd-btn-small{height:var(--bd-control-height-sm);padding:0 7px;border-radius:var(--bd-border-radius-sm)}
a.bd-btn[href]{color:var(--bd-color-text);text-decoration:none}
a.bd-btn[href]:hover{color:var(--bd-color-primary-hover)}
a.bd-btn[href]:active{color:var(--bd-color-primary-active)}
a.bd-btn-primary[href],a.bd-btn-primary[href]:hover,a.bd-btn-primary[href]:active{color:var(--bd-color-text-light-solid)}
.bd-alert{box-sizing:border-box;display:flex;align-items:flex-start;padding:20px 24px;border:1px solid var(--bd-color-error-border);border-radius:var(--bd-border-radius-lg);background:var(--bd-color-error-bg);color:var(--bd-color-text);font-family:var(--bd-font-family);font-size:var(--bd-font-size);line-height:var(--bd-line-height);overflow-wrap:break-word}
.bd-alert-icon{flex:none;margin-inline-end:12px;color:var(--bd-color-error);font-size:24px;line-height:1}
.bd-alert-content{flex:1;min-width:0}
.bd-alert-title{margin-bottom:8px;color:var(--bd-color-text-heading);font-size:var(--bd-font-size-lg)}
.bd-alert-action{flex:none;margin-left:8px}
.bd-alert-simple{align-items:center;padding:8px 12px}
.bd-alert-simple .bd-alert-icon{margin-inline-end:8px;font-size:var(--bd-font-size);line-height:0}
.bd-alert-simple .bd-alert-title{margin:0;font-size:var(--bd-font-size)}
.bd-empty{margin:0 8px;font-size:var(--bd-font-size);line-height:var(--bd-line-height);text-align:center}
.bd-empty-image{height:100px;margin-bottom:8px}
.bd-empty-image svg{max-width:100%;height:100%;margin:auto}
.bd-empty-img-shadow{fill:#f0f0f0}
.bd-empty-img-border{fill:#bfbfbf}
.bd-empty-img-panel{fill:#f5f5f5}
.bd-empty-img-detail{fill:#d9d9d9}
.bd-empty-img-icon{fill:#ffffff}
:root[data-theme='dark'] .bd-empty-img-shadow{fill:#303030}
:root[data-theme='dark'] .bd-empty-img-border{fill:#4f4f4f}
:root[data-theme='dark'] .bd-empty-img-panel{fill:#272727}
:root[data-theme='dark'] .bd-empty-img-detail{fill:#3e3e3e}
:root[data-theme='dark'] .bd-empty-img-icon{fill:#141414}
.bd-empty-description{color:var(--bd-color-text-description)}
.bd-empty-footer{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin-top:16px}
.bd-skeleton{padding:16.38px 0 14px}
.bd-skeleton-title,.bd-skeleton-row,.bd-skeleton-block{border-radius:var(--bd-border-radius-sm);background:linear-gradient(90deg,var(--bd-color-fill-content) 25%,var(--bd-color-fill) 37%,var(--bd-color-fill-content) 63%);background-size:400% 100%;animation:bd-skeleton 1.4s ease infinite}
.bd-skeleton-title,.bd-skeleton-row{height:16px}
.bd-skeleton-title{width:38%}
.bd-skeleton-rows{margin:24px 0 0;padding:0;list-style:none}
.bd-skeleton-row+.bd-skeleton-row{margin-top:16px}
.bd-skeleton-row:last-child:not(:first-child):not(:nth-child(2)){width:61%}
@keyframes bd-skeleton{0%{background-position:100% 50%}100%{background-position:0 50%}}
@media (prefers-reduced-motion:reduce){.bd-skeleton-title,.bd-skeleton-row,.bd-skeleton-block{animation:none}}
.bd-statistic{font-family:var(--bd-font-family);font-size:var(--bd-font-size);line-height:var(--bd-line-height)}
.bd-statistic-title{margin-bottom:4px;color:var(--bd-color-text-description)}
.bd-statistic-value{color:var(--bd-color-text-heading);font-size:var(--bd-font-size-heading-3);font-variant-numeric:tabular-nums}
.bd-tag{box-sizing:border-box;display:inline-block;margin:0;padding:0 7px;border:1px solid transparent;border-radius:var(--bd-border-radius-sm);background:var(--bd-color-fill-tertiary);color:var(--bd-color-text);font-family:var(--bd-font-family);font-size:var(--bd-font-size-sm);line-height:20px;white-space:nowrap;text-align:start}
.bd-tag-warning{background:var(--bd-color-warning-bg);color:var(--bd-color-warning)}
.bd-tag-error{background:var(--bd-color-error-bg);color:var(--bd-color-error)}
.bd-tag-orange{background:var(--bd-orange-1);color:var(--bd-orange-7)}
.bd-tip{position:relative;display:inline-block;border-radius:var(--bd-border-radius-sm)}
.bd-tip:focus-visible{outline:2px solid var(--bd-color-primary-border);outline-offset:1px}
.bd-tip-text{position:fixed;top:0;left:0;z-index:1070;box-sizing:border-box;width:max-content;max-width:250px;padding:6px 8px;border-radius:var(--bd-border-radius);background:var(--bd-color-bg-spotlight);color:#fff;font-size:var(--bd-font-size);font-weight:normal;line-height:var(--bd-line-height);white-space:normal;text-align:start;visibility:hidden;opacity:0;transition:opacity .1s,visibility .1s}
.bd-tip:hover .bd-tip-text,.bd-tip:focus-visible .bd-tip-text{visibility:visible;opacity:1}
.bd-svg-icon{display:inline-flex;align-items:center;line-height:0}
.bd-segmented{box-sizing:border-box;display:inline-flex;max-width:100%;margin:0;padding:2px;border-radius:var(--bd-border-radius);background:var(--bd-color-bg-layout);color:var(--bd-color-text-label);font-family:var(--bd-font-family);font-size:var(--bd-font-size);line-height:var(--bd-line-height);vertical-align:top}
.bd-segmented-item{position:relative;box-sizing:border-box;min-width:0;min-height:28px;margin:0;padding:0 11px;overflow:hidden;border:0;border-radius:var(--bd-border-radius-sm);background:transparent;color:inherit;font:inherit;line-height:28px;text-align:center;white-space:nowrap;text-overflow:ellipsis;cursor:pointer;transition:color .2s,background-color .2s,box-shadow .2s}
.bd-segmented-item:hover{background:var(--bd-color-fill-secondary);color:var(--bd-color-text)}
.bd-segmented-item:active{background:var(--bd-color-fill);color:var(--bd-color-text)}
.bd-segmented-item[aria-checked='true']{background:var(--bd-color-bg-elevated);box-shadow:0 1px 2px 0 rgba(0,0,0,0.05),0 1px 6px -1px rgba(0,0,0,0.03),0 2px 4px 0 rgba(0,0,0,0.03);color:var(--bd-color-text)}
:root[data-theme='dark'] .bd-segmented-item[aria-checked='true']{box-shadow:0 1px 2px 0 rgba(255,255,255,0.01),0 1px 6px -1px rgba(255,255,255,0.006),0 2px 4px 0 rgba(255,255,255,0.006)}
.bd-segmented-item:focus-visible{outline:3px solid var(--bd-color-primary-border);outline-offset:1px;transition:color .2s,background-color .2s,box-shadow .2s,outline 0s,outline-offset 0s}
.bd-spin{position:relative;box-sizing:border-box;display:inline-flex;flex-direction:column;align-items:center;gap:12px;margin:0;padding:0;color:var(--bd-color-primary);font-family:var(--bd-font-family);font-size:var(--bd-font-size);line-height:var(--bd-line-height)}
.bd-spin-delayed{animation:bd-spin-appear 0s linear both}
.bd-spin-dot{position:relative;display:inline-block;width:20px;height:20px;transform:rotate(45deg);animation:bd-spin-rotate 1.2s linear infinite}
.bd-spin-dot>i{position:absolute;display:block;width:9px;height:9px;border-radius:100%;background:currentColor;transform:scale(.75);transform-origin:50% 50%;opacity:.3;animation:bd-spin-move 1s linear infinite alternate}
.bd-spin-dot>i:nth-child(1){top:0;left:0}
.bd-spin-dot>i:nth-child(2){top:0;right:0;animation-delay:.4s}
.bd-spin-dot>i:nth-child(3){right:0;bottom:0;animation-delay:.8s}
.bd-spin-dot>i:nth-child(4){bottom:0;left:0;animation-delay:1.2s}
.bd-spin-tip{font-size:var(--bd-font-size);line-height:1;text-shadow:0 0 5px var(--bd-color-bg-container)}
@keyframes bd-spin-move{to{opacity:1}}
@keyframes bd-spin-rotate{to{transform:rotate(405deg)}}
@keyframes bd-spin-appear{from{visibility:hidden}to{visibility:visible}}
.bd-result{box-sizing:border-box;padding:48px 32px;font-family:var(--bd-font-family);font-size:var(--bd-font-size)}
.bd-result-icon{margin-bottom:24px;text-align:center}
.bd-result-icon>.bd-svg-icon{font-size:72px;vertical-align:-0.125em}
.bd-result-error .bd-result-icon{color:var(--bd-color-error)}
.bd-result-warning .bd-result-icon{color:var(--bd-color-warning)}
.bd-result-title{margin:8px 0;color:var(--bd-color-text-heading);font-size:var(--bd-font-size-heading-3);line-height:var(--bd-line-height-heading-3);text-align:center}
.bd-result-subtitle{color:var(--bd-color-text-description);font-size:var(--bd-font-size);line-height:var(--bd-line-height);text-align:center}
.bd-result-extra{margin:24px 0 0;text-align:center}
.bd-result-extra>*{margin-inline-end:8px}
.bd-result-extra>:last-child{margin-inline-end:0}
.bd-descriptions{box-sizing:border-box;margin:0;padding:0;color:var(--bd-color-text);font-family:var(--bd-font-family);font-size:var(--bd-font-size);line-height:var(--bd-line-height)}
.bd-descriptions-row{display:flex;padding:1px 0 8px 1px}
.bd-descriptions-row:last-child{padding-bottom:0}
.bd-descriptions-label{display:inline-flex;align-items:baseline;margin:0;color:var(--bd-color-text-tertiary);font-weight:400;text-align:start}
.bd-descriptions-label::after{content:':';position:relative;top:-0.5px;margin-inline:2px 8px}
.bd-descriptions-content{display:inline-flex;flex:1;align-items:baseline;min-width:1em;margin:0;color:var(--bd-color-text);word-break:break-word;overflow-wrap:break-word}
`;

/** Put once in every plain component: React writes the stylesheet into the head a single time. */
export function PlainStyles() {
  return (
    <style href="bullion-plain-ui" precedence="low">
      {CSS}
    </style>
  );
}
