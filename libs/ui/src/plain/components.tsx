// A handful of antd's components drawn in plain HTML from its design tokens (design-tokens.css,
// plain-styles.tsx), for what a page shows first and must not wait for antd: the dashboard's
// portfolio card, which the inventory remote draws without loading its own copy of antd's runtime, and
// the shell's dashboard with its remote loading and failure views.
// They look like their antd namesakes in light and dark; anything richer (forms, tables with sorting,
// overlays) stays with antd.
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useId, type ButtonHTMLAttributes, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { EmptyImage } from './empty-image';
import { PlainStyles } from './plain-styles';

const classes = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** One of antd's icons from its SVG data (@ant-design/icons-svg), without @ant-design/icons. */
export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const node = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span role="img" aria-hidden className={className}>
      <svg viewBox={node.attrs.viewBox} width="1em" height="1em" fill="currentColor" focusable="false">
        {(node.children ?? []).map((child, index) => (
          <path key={index} d={child.attrs.d} />
        ))}
      </svg>
    </span>
  );
}

export interface PlainCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The title bar's text; without it the card has no title bar. */
  title?: ReactNode;
  /** Shown at the right of the title bar (antd's `extra`). */
  extra?: ReactNode;
  /** antd's small card: a lower title bar and less padding. */
  size?: 'default' | 'small';
  children?: ReactNode;
}

/**
 * antd's Card: a title bar (with `extra` at its right) over the content. Other attributes (`style`,
 * `data-testid`, `aria-*`) go to the card's element.
 */
export function PlainCard({ title, extra, size = 'default', children, className, ...rest }: PlainCardProps) {
  return (
    <div className={classes('bd-card', size === 'small' && 'bd-card-small', className)} {...rest}>
      <PlainStyles />
      {title || extra ? (
        <div className="bd-card-head">
          <div className="bd-card-title">{title}</div>
          {extra ? <div className="bd-card-extra">{extra}</div> : null}
        </div>
      ) : null}
      <div className="bd-card-body">{children}</div>
    </div>
  );
}

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default';
  size?: 'small' | 'middle';
}

/**
 * The classes of antd's Button, for an element that must be something else and look like a button
 * (a router link); render it inside a plain component, or beside <PlainStyles />.
 */
export function plainButtonClassName({ variant = 'default', size = 'middle' }: Pick<PlainButtonProps, 'variant' | 'size'> = {}): string {
  return classes('bd-btn', variant === 'primary' && 'bd-btn-primary', size === 'small' && 'bd-btn-small');
}

/** antd's Button (primary or default, middle or small); a plain <button type="button">. */
export function PlainButton({ variant = 'default', size = 'middle', className, type = 'button', ...rest }: PlainButtonProps) {
  return (
    <>
      <PlainStyles />
      <button type={type} className={classes(plainButtonClassName({ variant, size }), className)} {...rest} />
    </>
  );
}

/**
 * antd's error Alert: an icon, a title, a description and an action (e.g. Retry). Without a
 * description it is antd's one-line alert (smaller icon and padding), as antd draws it.
 */
export function PlainErrorAlert({ title, description, action }: { title: ReactNode; description?: ReactNode; action?: ReactNode }) {
  return (
    <div role="alert" className={classes('bd-alert', !description && 'bd-alert-simple')}>
      <PlainStyles />
      <SvgIcon icon={CloseCircleFilled} className="bd-alert-icon bd-svg-icon" />
      <div className="bd-alert-content">
        <div className="bd-alert-title">{title}</div>
        {description ? <div>{description}</div> : null}
      </div>
      {action ? <div className="bd-alert-action">{action}</div> : null}
    </div>
  );
}

/** antd's Empty: antd's empty-tray picture, what is missing, and what to do about it (`children`). */
export function PlainEmpty({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <div className="bd-empty">
      <PlainStyles />
      <div className="bd-empty-image">
        <EmptyImage />
      </div>
      <div className="bd-empty-description">{description}</div>
      {children ? <div className="bd-empty-footer">{children}</div> : null}
    </div>
  );
}

/**
 * antd's active Skeleton: a title bar and `rows` lines, hidden from assistive technology. Its padding
 * is the space antd's skeleton takes with the browser's own margins of its <h3> and <ul>.
 */
export function PlainSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden className="bd-skeleton">
      <PlainStyles />
      <div className="bd-skeleton-title" />
      <ul className="bd-skeleton-rows">
        {Array.from({ length: rows }, (_, row) => (
          <li key={row} className="bd-skeleton-row" />
        ))}
      </ul>
    </div>
  );
}

/** antd's active Skeleton.Node: one shimmering block of the given size, e.g. where a chart will be. */
export function PlainSkeletonBlock({ width = '100%', height }: { width?: CSSProperties['width']; height: CSSProperties['height'] }) {
  return (
    <div aria-hidden className="bd-skeleton-block" style={{ width, height }}>
      <PlainStyles />
    </div>
  );
}

/** antd's secondary Typography.Text: muted text (`colorTextDescription`). */
export function SecondaryText({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <span style={{ color: 'var(--bd-color-text-description)', ...style }}>{children}</span>;
}

/** antd's Statistic: a muted title over a large figure (`color` for a gain or a loss). */
export function PlainStatistic({ title, value, color, fontSize }: { title: ReactNode; value: ReactNode; color?: string; fontSize?: number }) {
  return (
    <div className="bd-statistic">
      <PlainStyles />
      <div className="bd-statistic-title">{title}</div>
      <div className="bd-statistic-value" style={{ color, fontSize }}>
        {value}
      </div>
    </div>
  );
}

export type PlainTagTone = 'default' | 'warning' | 'error' | 'orange';

export interface PlainTagProps {
  /**
   * antd's filled Tag colours: `default`, the status colours `warning` and `error`, and the preset
   * `orange`.
   */
  tone?: PlainTagTone;
  tip?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * Puts a tag's tooltip under the tag, right-aligned with it and kept inside the window. The tooltip is
 * `position: fixed`, so a scrolling or clipping container around the tag (the header's price strip)
 * does not cut it off.
 */
function placeTip(anchor: HTMLElement) {
  const tip = anchor.querySelector<HTMLElement>('.bd-tip-text');
  if (!tip) return;
  const box = anchor.getBoundingClientRect();
  const margin = 8;
  const width = tip.offsetWidth;
  const viewport = document.documentElement.clientWidth;
  tip.style.top = `${box.bottom + margin}px`;
  tip.style.left = `${Math.max(margin, Math.min(box.right - width, viewport - width - margin))}px`;
}

/**
 * antd's Tag (antd 6's filled variant) with an optional tooltip that shows on hover and on keyboard
 * focus; the tooltip's text is also the tag's description for assistive technology.
 */
export function PlainTag({ tone = 'default', tip, className, style, children }: PlainTagProps) {
  const tipId = useId();
  const tag = (
    <span className={classes('bd-tag', tone !== 'default' && `bd-tag-${tone}`, !tip && className)} style={tip ? undefined : style}>
      {children}
    </span>
  );
  if (!tip) {
    return (
      <>
        <PlainStyles />
        {tag}
      </>
    );
  }
  return (
    <span
      className={classes('bd-tip', className)}
      style={style}
      tabIndex={0}
      aria-describedby={tipId}
      onMouseEnter={(event) => placeTip(event.currentTarget)}
      onFocus={(event) => placeTip(event.currentTarget)}
    >
      <PlainStyles />
      {tag}
      <span id={tipId} role="tooltip" className="bd-tip-text">
        {tip}
      </span>
    </span>
  );
}

export interface PlainSpinProps {
  /** Names what is loading for assistive technology; default the tip when it is text, else "Loading". */
  label?: string;
  /** Text under the spinner (antd's `description`, formerly `tip`). */
  tip?: ReactNode;
  /** Milliseconds before the spinner shows (antd's `delay`): a quick load shows none. */
  delay?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * antd's Spin (default size): four dots in the primary colour turning, with an optional tip under
 * them; a polite status region named by `label`.
 */
export function PlainSpin({ label, tip, delay, className, style }: PlainSpinProps) {
  const name = label ?? (typeof tip === 'string' ? tip : 'Loading');
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={name}
      className={classes('bd-spin', delay ? 'bd-spin-delayed' : null, className)}
      style={delay ? { animationDelay: `${delay}ms`, ...style } : style}
    >
      <PlainStyles />
      <span className="bd-spin-dot" aria-hidden>
        <i />
        <i />
        <i />
        <i />
      </span>
      {tip ? <div className="bd-spin-tip">{tip}</div> : <span className="bd-sr-only">{name}</span>}
    </div>
  );
}

const RESULT_ICONS = { error: CloseCircleFilled, warning: WarningFilled } as const;

export interface PlainResultProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** antd's icons and colours: a red cross for `error`, an amber warning sign for `warning`. */
  status: keyof typeof RESULT_ICONS;
  title: ReactNode;
  subTitle?: ReactNode;
  /** Actions under the texts (e.g. Retry). */
  extra?: ReactNode;
}

/**
 * antd's Result: a large status icon, a title, a muted subtitle and actions, centred. Other
 * attributes (`style` for a compact padding, `role`, `data-testid`) go to its element.
 */
export function PlainResult({ status, title, subTitle, extra, className, ...rest }: PlainResultProps) {
  return (
    <div className={classes('bd-result', `bd-result-${status}`, className)} {...rest}>
      <PlainStyles />
      <div className="bd-result-icon">
        <SvgIcon icon={RESULT_ICONS[status]} className="bd-svg-icon" />
      </div>
      <div className="bd-result-title">{title}</div>
      {subTitle ? <div className="bd-result-subtitle">{subTitle}</div> : null}
      {extra ? <div className="bd-result-extra">{extra}</div> : null}
    </div>
  );
}

export interface PlainDescriptionsItem {
  key?: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * antd's Descriptions in one column, size small: "Label: value" rows, as a description list (the
 * colon is drawn by the stylesheet, as antd does, so a label's text is the label alone).
 */
export function PlainDescriptions({ items, className, ...rest }: { items: readonly PlainDescriptionsItem[] } & HTMLAttributes<HTMLDListElement>) {
  return (
    <dl className={classes('bd-descriptions', className)} {...rest}>
      <PlainStyles />
      {items.map((item, index) => (
        <div key={item.key ?? index} className="bd-descriptions-row">
          <dt className="bd-descriptions-label">{item.label}</dt>
          <dd className="bd-descriptions-content">{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
