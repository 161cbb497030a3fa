// Plain-HTML form controls for the sign-in pages, drawn like antd's large controls from its design
// tokens (@bullion/ui/design-tokens.css). The login page is the first page of most visits: with these
// it runs without antd's component code, which the signed-in app then loads with its own pages.
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { useId, useState, type ButtonHTMLAttributes, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SvgIcon } from './icons';
import './controls.css';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, keyof UseFormRegisterReturn | 'id'> {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** The field's error, shown under it (and announced). */
  error?: string;
  /** A line of help under the field (e.g. the password rule). */
  extra?: ReactNode;
  /** Space under the field in px (default 24, like an antd Form.Item). */
  spacing?: number;
}

function FieldFrame({
  id,
  label,
  error,
  extra,
  spacing = 24,
  children,
}: Pick<TextFieldProps, 'label' | 'error' | 'extra' | 'spacing'> & { id: string; children: ReactNode }) {
  return (
    // Like antd's Form.Item: a message under the field takes the place of the space under it.
    <div className={classes('pf-field', error && 'pf-field-invalid')} style={{ marginBottom: error || extra ? Math.max(spacing - 24, 0) : spacing }}>
      <label className="pf-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {/* The error's line is kept while it shows, so the fields under it move once, not on every key. */}
      {error ? (
        <div id={`${id}-error`} className="pf-error" role="alert">
          {error}
        </div>
      ) : null}
      {extra ? (
        <div id={`${id}-extra`} className="pf-extra">
          {extra}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The field's blur, except when the focus goes to its form's submit button: that click submits and
 * checks every field anyway, and an error drawn between the press and the release would move the
 * button from under the pointer, losing the click.
 */
function blurUnlessSubmitting(onBlur: UseFormRegisterReturn['onBlur']) {
  return (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (next instanceof HTMLButtonElement && next.type === 'submit' && next.form === event.currentTarget.form) return;
    void onBlur(event);
  };
}

function describedBy(id: string, error?: string, extra?: ReactNode) {
  return [error ? `${id}-error` : '', extra ? `${id}-extra` : ''].filter(Boolean).join(' ') || undefined;
}

export function TextField({ label, registration, error, extra, spacing, type = 'text', ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} extra={extra} spacing={spacing}>
      <input
        {...input}
        {...registration}
        onBlur={blurUnlessSubmitting(registration.onBlur)}
        id={id}
        type={type}
        className="pf-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, extra)}
      />
    </FieldFrame>
  );
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordField({ label, registration, error, extra, spacing, ...input }: Omit<TextFieldProps, 'type'>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} extra={extra} spacing={spacing}>
      <span className="pf-affix">
        <input
          {...input}
          {...registration}
          onBlur={blurUnlessSubmitting(registration.onBlur)}
          id={id}
          type={visible ? 'text' : 'password'}
          className="pf-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, extra)}
        />
        <button
          type="button"
          className="pf-reveal"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? 'Hide' : 'Show'}
          title={visible ? 'Hide what you typed' : 'Show what you typed'}
          // The field keeps the focus: a click here does not end typing.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        >
          <SvgIcon icon={visible ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      </span>
    </FieldFrame>
  );
}

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default';
  size?: 'large' | 'small';
  /** Busy: a spinner before the label, and clicks are ignored. */
  loading?: boolean;
  icon?: ReactNode;
  block?: boolean;
}

export function PlainButton({
  variant = 'default',
  size = 'large',
  loading = false,
  icon,
  block = false,
  type = 'button',
  className,
  children,
  onClick,
  ...button
}: PlainButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={classes('pf-button', `pf-button-${variant}`, `pf-button-${size}`, block && 'pf-button-block', loading && 'pf-button-loading', className)}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <SvgIcon icon={LoadingOutlined} spin /> : icon ? <span className="pf-button-icon">{icon}</span> : null}
      <span>{children}</span>
    </button>
  );
}

const NOTICE_ICONS = { info: InfoCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled } as const;

export interface NoticeProps {
  type: keyof typeof NOTICE_ICONS;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** A message box in antd Alert's look: info, warning or error, with an icon. */
export function Notice({ type, title, description, className }: NoticeProps) {
  return (
    <div
      role={type === 'info' ? 'status' : 'alert'}
      className={classes('pf-notice', `pf-notice-${type}`, description !== undefined && 'pf-notice-with-description', className)}
    >
      <SvgIcon icon={NOTICE_ICONS[type]} className="pf-notice-icon" />
      <div className="pf-notice-content">
        <div className="pf-notice-title">{title}</div>
        {description !== undefined ? <div className="pf-notice-description">{description}</div> : null}
      </div>
    </div>
  );
}

/** The form's own problem (wrong password, rate limit…) above its button; nothing when there is none. */
export function FormProblem({ message }: { message?: string }) {
  return message ? <Notice type="error" title={message} className="pf-form-problem" /> : null;
}

/** A line with a word in its middle ("or") between two ways of signing in. */
export function OrDivider({ children }: { children: ReactNode }) {
  return (
    <div className="pf-divider" role="separator">
      <span>{children}</span>
    </div>
  );
}
