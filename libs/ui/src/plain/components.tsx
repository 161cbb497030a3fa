// A handful of antd's components drawn in plain HTML from its design tokens (design-tokens.css,
// plain-styles.tsx), for what a page shows first and must not wait for antd: the dashboard's
// portfolio card, which the inventory remote draws without loading its own copy of antd's runtime.
// They look like their antd namesakes in light and dark; anything richer (forms, tables with sorting,
// overlays) stays with antd.
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useId, type ButtonHTMLAttributes, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
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
  children?: ReactNode;
}

/** antd's Card: a title bar (with `extra` at its right) over the content. */
export function PlainCard({ title, extra, children, className, ...rest }: PlainCardProps) {
  return (
    <div className={classes('bd-card', className)} {...rest}>
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

/** antd's Button (primary or default, middle or small); a plain <button type="button">. */
export function PlainButton({ variant = 'default', size = 'middle', className, type = 'button', ...rest }: PlainButtonProps) {
  return (
    <>
      <PlainStyles />
      <button type={type} className={classes('bd-btn', variant === 'primary' && 'bd-btn-primary', size === 'small' && 'bd-btn-small', className)} {...rest} />
    </>
  );
}

/** antd's error Alert with an icon, a title, a description and an action (e.g. Retry). */
export function PlainErrorAlert({ title, description, action }: { title: ReactNode; description?: ReactNode; action?: ReactNode }) {
  return (
    <div role="alert" className="bd-alert">
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

/** antd's Empty: an empty tray, what is missing, and what to do about it (`children`). */
export function PlainEmpty({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <div className="bd-empty">
      <PlainStyles />
      <div className="bd-empty-image">
        <SvgIcon icon={InboxOutlined} className="bd-svg-icon" />
      </div>
      <div className="bd-empty-description">{description}</div>
      {children ? <div className="bd-empty-footer">{children}</div> : null}
    </div>
  );
}

/** antd's active Skeleton: a title bar and `rows` lines, marked busy. */
export function PlainSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-hidden>
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

/** antd's secondary Typography.Text: muted text (`colorTextDescription`). */
export function SecondaryText({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <span style={{ color: 'var(--bd-color-text-description)', ...style }}>{children}</span>;
}

/** antd's Statistic: a muted title over a large figure (`color` for a gain or a loss). */
export function PlainStatistic({ title, value, color, fontSize }: { title: ReactNode; value: ReactNode; color?: string; fontSize?: number }) {
  return (
    <div>
      <PlainStyles />
      <div className="bd-statistic-title">{title}</div>
      <div className="bd-statistic-value" style={{ color, fontSize }}>
        {value}
      </div>
    </div>
  );
}

/**
 * antd's Tag (default or warning) with a tooltip that shows on hover and on keyboard focus; the
 * tooltip's text is also the tag's description for assistive technology.
 */
export function PlainTag({ tone = 'default', tip, children }: { tone?: 'default' | 'warning'; tip?: ReactNode; children: ReactNode }) {
  const tipId = useId();
  const tag = <span className={classes('bd-tag', tone === 'warning' && 'bd-tag-warning')}>{children}</span>;
  if (!tip) {
    return (
      <>
        <PlainStyles />
        {tag}
      </>
    );
  }
  return (
    <span className="bd-tip" tabIndex={0} aria-describedby={tipId}>
      <PlainStyles />
      {tag}
      <span id={tipId} role="tooltip" className="bd-tip-text">
        {tip}
      </span>
    </span>
  );
}
