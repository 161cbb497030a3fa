// The plain kit's stylesheet: antd's look (card, button, alert, empty, skeleton, statistic, tag,
// tooltip) from its design tokens (design-tokens.css), as one <style> that React hoists into the
// document's head and writes once however many components render it (React 19's `href` +
// `precedence`). A <style> rather than a CSS file: a remote's lazily loaded chunk has no way to bring
// a stylesheet of its own into the shell's page, and this one is small.
const CSS = `
.bd-card{box-sizing:border-box;margin:0;background:var(--bd-color-bg-container);border:1px solid var(--bd-color-border-secondary);border-radius:var(--bd-border-radius-lg);color:var(--bd-color-text);font-family:var(--bd-font-family);font-size:var(--bd-font-size);line-height:var(--bd-line-height)}
.bd-card-head{display:flex;align-items:center;gap:8px;min-height:56px;margin-bottom:-1px;padding:0 24px;border-bottom:1px solid var(--bd-color-border-secondary);color:var(--bd-color-text-heading);font-size:var(--bd-font-size-lg);font-weight:var(--bd-font-weight-strong)}
.bd-card-title{flex:1;min-width:0;margin:0;overflow:hidden;font:inherit;white-space:nowrap;text-overflow:ellipsis}
.bd-card-extra{display:flex;align-items:center;margin-left:auto;color:var(--bd-color-text);font-size:var(--bd-font-size);font-weight:normal}
.bd-card-body{padding:24px}
.bd-card a{color:var(--bd-color-link);text-decoration:none;transition:color .2s}
.bd-card a:hover{color:var(--bd-color-link-hover)}
.bd-card a:active{color:var(--bd-color-link-active)}
.bd-secondary{color:var(--bd-color-text-description)}
.bd-btn{box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;gap:8px;height:var(--bd-control-height);margin:0;padding:0 15px;border:1px solid var(--bd-color-border);border-radius:var(--bd-border-radius);background:var(--bd-color-bg-container);box-shadow:0 2px 0 var(--bd-color-fill-quaternary);color:var(--bd-color-text);font:inherit;font-size:var(--bd-font-size);line-height:var(--bd-line-height);white-space:nowrap;cursor:pointer;transition:color .2s,background-color .2s,border-color .2s}
.bd-btn:hover{border-color:var(--bd-color-primary-hover);color:var(--bd-color-primary-hover)}
.bd-btn:active{border-color:var(--bd-color-primary-active);color:var(--bd-color-primary-active)}
.bd-btn:focus-visible{outline:3px solid var(--bd-color-primary-border);outline-offset:1px}
.bd-btn-primary{border-color:transparent;background:var(--bd-color-primary);box-shadow:0 2px 0 var(--bd-control-outline);color:var(--bd-color-text-light-solid)}
.bd-btn-primary:hover{border-color:transparent;background:var(--bd-color-primary-hover);color:var(--bd-color-text-light-solid)}
.bd-btn-primary:active{border-color:transparent;background:var(--bd-color-primary-active);color:var(--bd-color-text-light-solid)}
.bd-btn-small{height:var(--bd-control-height-sm);padding:0 7px;border-radius:var(--bd-border-radius-sm)}
.bd-alert{box-sizing:border-box;display:flex;align-items:flex-start;gap:12px;padding:20px 24px;border:1px solid var(--bd-color-error-border);border-radius:var(--bd-border-radius-lg);background:var(--bd-color-error-bg);color:var(--bd-color-text)}
.bd-alert-icon{flex:none;color:var(--bd-color-error);font-size:24px;line-height:1}
.bd-alert-content{flex:1;min-width:0}
.bd-alert-title{margin-bottom:4px;color:var(--bd-color-text-heading);font-size:var(--bd-font-size-lg)}
.bd-alert-action{flex:none;margin-left:8px}
.bd-empty{margin:0 8px;text-align:center}
.bd-empty-image{display:flex;align-items:center;justify-content:center;height:100px;margin-bottom:8px;color:var(--bd-color-text-quaternary);font-size:72px}
.bd-empty-description{color:var(--bd-color-text-description)}
.bd-empty-footer{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin-top:16px}
.bd-skeleton-title,.bd-skeleton-row{height:16px;border-radius:4px;background:linear-gradient(90deg,var(--bd-color-fill-content) 25%,var(--bd-color-fill) 37%,var(--bd-color-fill-content) 63%);background-size:400% 100%;animation:bd-skeleton 1.4s ease infinite}
.bd-skeleton-title{width:38%}
.bd-skeleton-rows{margin:24px 0 0;padding:0;list-style:none}
.bd-skeleton-row+.bd-skeleton-row{margin-top:16px}
.bd-skeleton-row:last-child:not(:first-child){width:61%}
@keyframes bd-skeleton{0%{background-position:100% 50%}100%{background-position:0 50%}}
@media (prefers-reduced-motion:reduce){.bd-skeleton-title,.bd-skeleton-row{animation:none}}
.bd-statistic-title{margin-bottom:4px;color:var(--bd-color-text-description)}
.bd-statistic-value{color:var(--bd-color-text-heading);font-size:24px;line-height:1.35;font-variant-numeric:tabular-nums}
.bd-tag{display:inline-block;padding:0 7px;border-radius:var(--bd-border-radius-sm);background:var(--bd-color-fill-tertiary);color:var(--bd-color-text);font-size:var(--bd-font-size-sm);line-height:20px;white-space:nowrap}
.bd-tag-warning{background:var(--bd-color-warning-bg);color:var(--bd-color-warning)}
.bd-tip{position:relative;display:inline-block;border-radius:var(--bd-border-radius-sm)}
.bd-tip:focus-visible{outline:2px solid var(--bd-color-primary-border);outline-offset:1px}
.bd-tip-text{position:absolute;top:calc(100% + 8px);right:0;z-index:1070;box-sizing:border-box;width:max-content;max-width:250px;padding:6px 8px;border-radius:var(--bd-border-radius);background:var(--bd-color-bg-spotlight);color:#fff;font-size:var(--bd-font-size);font-weight:normal;line-height:var(--bd-line-height);white-space:normal;text-align:start;visibility:hidden;opacity:0;transition:opacity .1s,visibility .1s}
.bd-tip:hover .bd-tip-text,.bd-tip:focus-visible .bd-tip-text{visibility:visible;opacity:1}
.bd-svg-icon{display:inline-flex;align-items:center;line-height:0}
`;

/** Put once in every plain component: React writes the stylesheet into the head a single time. */
export function PlainStyles() {
  return (
    <style href="bullion-plain-ui" precedence="low">
      {CSS}
    </style>
  );
}
