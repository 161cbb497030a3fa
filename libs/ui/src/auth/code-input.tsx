// The 6-digit code as six boxes (antd Input.OTP). The form gets every change, also incomplete ones,
// so a half-typed code is reported as such; pasting the whole code into any box works.
import { Input } from 'antd';
import type { FocusEventHandler } from 'react';

export const CODE_LENGTH = 6;

export interface CodeInputProps {
  id?: string;
  /** Supplied by Form.Item; the boxes keep their own state, so it is not fed back. */
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  /** Called once all six digits are in. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

export function CodeInput({ id, onChange, onBlur, onComplete, disabled, autoFocus }: CodeInputProps) {
  return (
    <div
      className="auth-otp"
      id={id}
      onBlur={(event) => {
        // Moving from box to box is not leaving the field.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.(event);
      }}
    >
      <Input.OTP
        length={CODE_LENGTH}
        aria-label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        disabled={disabled}
        size="large"
        formatter={(text) => text.replace(/\D/g, '')}
        onInput={(cells) => {
          const code = cells.join('');
          onChange?.(code);
          // After the boxes have moved the focus on, so the submit is the form's latest validation.
          if (code.length === CODE_LENGTH && cells.every(Boolean)) setTimeout(() => onComplete?.(code), 0);
        }}
      />
    </div>
  );
}
