// The one way an app withholds an action the current group's role may not take: drawn disabled with
// the reason on hover and keyboard focus (and as the action's accessible description), or left out;
// and, where a page leaves its actions out, one notice saying why. The reason is useGroupPermission's
// (@bullion/shared): the contract's words, the same as the API's refusal, never a permission id.
import { useGroupPermission, type GroupPermission } from '@bullion/shared';
import { Alert, Button, Result, Tooltip, type ButtonProps } from 'antd';
import { cloneElement, useId, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface RoleGateProps {
  permission: GroupPermission;
  /** `disable` (default): shown disabled, with the reason; `hide`: not shown (a row's or a menu's action). */
  otherwise?: 'disable' | 'hide';
  /** The action: an element that takes `disabled` (antd's Button, a LinkButton). */
  children: ReactElement<{ disabled?: boolean; style?: CSSProperties; 'aria-describedby'?: string }>;
}

export function RoleGate({ permission, otherwise = 'disable', children }: RoleGateProps) {
  const { allowed, reason } = useGroupPermission(permission);
  const reasonId = useId();
  if (allowed) return children;
  if (otherwise === 'hide') return null;
  // A disabled button takes neither the pointer nor the focus: the span around it does, for the tooltip.
  const action = cloneElement(children, { disabled: true, 'aria-describedby': reasonId, style: { ...children.props.style, pointerEvents: 'none' } });
  return (
    <Tooltip title={reason} trigger={['hover', 'focus']}>
      <span tabIndex={0} style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        {action}
        <span id={reasonId} hidden>
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}

export interface LinkButtonProps extends Omit<ButtonProps, 'href'> {
  to: string;
}

/** A router link drawn as antd's Button; disabled, only the button (a link cannot be disabled). */
export function LinkButton({ to, disabled, ...button }: LinkButtonProps) {
  if (disabled) return <Button {...button} disabled />;
  return (
    <Link to={to}>
      <Button {...button} />
    </Link>
  );
}

export interface ReadOnlyNoticeProps {
  permission: GroupPermission;
  /** Whether the role may, where the page has the API's answer (a `canManage` flag); default: the role's permission in the app token. */
  allowed?: boolean;
  /** A heading above the reason; without one the reason is the heading. */
  title?: ReactNode;
  /** What the user can still do here, under the reason. */
  description?: ReactNode;
  /** `page`: the page cannot be used at all, and the notice takes its place (with `extra`, a way back). */
  variant?: 'notice' | 'page';
  extra?: ReactNode;
  style?: CSSProperties;
}

/**
 * Above a page whose actions the role may not take, why they are not there; or, for a page that only
 * writes (a new order, an import), in its place. Nothing when the role may.
 */
export function ReadOnlyNotice({ permission, allowed: answered, title, description, variant = 'notice', extra, style }: ReadOnlyNoticeProps) {
  const { allowed, reason } = useGroupPermission(permission, answered);
  if (allowed) return null;
  const text = title ? (
    <>
      {reason}
      {description ? <div>{description}</div> : null}
    </>
  ) : (
    description
  );
  if (variant === 'page') return <Result status="403" title={title ?? reason} subTitle={text} extra={extra} style={style} />;
  return <Alert type="info" showIcon role="note" title={title ?? reason} description={text} action={extra} style={{ marginBottom: 16, ...style }} />;
}
