// The 6-digit code as six boxes (antd Input.OTP). The form gets every change, also incomplete ones,
// so a half-typed code is reported as such; pasting the whole code into any box works.
//
// A code is sent once. After all six digits went to onComplete, the next digit typed or code pasted,
// into whichever box, starts a new code: the boxes never mix new digits with those of a code already
// tried. The boxes show the field's value, so a form that clears the field after a refused code
// (setFields with value '') empties them; they then take the focus back to the first box.
import { Input } from 'antd';
import { useEffect, useRef, useState, type ClipboardEvent, type FocusEventHandler, type KeyboardEvent } from 'react';

export const CODE_LENGTH = 6;

export interface CodeInputProps {
  id?: string;
  /** Supplied by Form.Item: the boxes show it, so clearing the field clears them. */
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  /** Called once all six digits are in. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Set by Form.Item while the field shows an error (or by a caller that shows its own). */
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH);

export function CodeInput({ id, value, onChange, onBlur, onComplete, disabled, autoFocus, ...aria }: CodeInputProps) {
  const [code, setShownCode] = useState(() => digitsOf(value ?? ''));
  /** The code the boxes show now, for a submit that was due a moment ago. */
  const current = useRef(code);
  const setCode = (next: string | ((shown: string) => string)) =>
    setShownCode((shown) => {
      current.current = typeof next === 'function' ? next(shown) : next;
      return current.current;
    });
  /** The boxes hold a complete code that was already handed to onComplete. */
  const spent = useRef(false);
  /** The box to focus once the boxes show a code just set here. */
  const focusNext = useRef<number | null>(null);
  const boxes = useRef<HTMLDivElement>(null);
  /** The box and text of the latest input event, read before antd splits it into cells. */
  const lastInput = useRef<{ index: number; raw: string } | null>(null);
  const invalid = aria['aria-invalid'] === true || aria['aria-invalid'] === 'true';

  // The field's value set from outside (a form clearing a refused code) is what the boxes show.
  useEffect(() => {
    if (value === undefined) return;
    const next = digitsOf(value);
    setCode((shown) => {
      if (shown === next) return shown;
      spent.current = false;
      if (next === '') focusNext.current = 0;
      return next;
    });
  }, [value]);

  const inputs = () => Array.from(boxes.current?.querySelectorAll('input') ?? []);

  useEffect(() => {
    if (focusNext.current === null || disabled) return;
    inputs()[focusNext.current]?.focus();
    focusNext.current = null;
  }, [code, disabled, invalid]);

  const take = (next: string) => {
    setCode(next);
    onChange?.(next);
    spent.current = next.length === CODE_LENGTH;
    // Once the boxes have moved the focus on (the field already holds the code), before anything
    // else can happen to them; not if the code was cleared or replaced meanwhile.
    if (next.length === CODE_LENGTH) {
      current.current = next;
      queueMicrotask(() => {
        if (current.current === next) onComplete?.(next);
      });
    }
  };

  /** A new code replaces a spent one whole: the digits typed or pasted, from the first box. */
  const startOver = (digits: string) => {
    focusNext.current = Math.min(digits.length, CODE_LENGTH - 1);
    take(digits);
  };

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!spent.current || event.ctrlKey || event.metaKey || event.altKey || !/^\d$/.test(event.key)) return;
    event.preventDefault();
    startOver(event.key);
  };

  /**
   * What went into a spent code's box without a key seen above (a phone's keyboard, autofill, a
   * fill): the box's own text, less the old digit it held when typed beside it.
   */
  const freshDigits = (): string => {
    const typed = lastInput.current;
    const raw = digitsOf(typed?.raw ?? '');
    if (!typed || raw.length <= 1 || raw.length >= CODE_LENGTH) return raw;
    const old = code[typed.index] ?? '';
    return old && raw.includes(old) ? raw.replace(old, '') : raw;
  };

  const onPasteCapture = (event: ClipboardEvent<HTMLDivElement>) => {
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (!digits) return;
    event.preventDefault();
    startOver(digits);
  };

  return (
    <div
      className="auth-otp"
      id={id}
      ref={boxes}
      aria-describedby={aria['aria-describedby']}
      onKeyDownCapture={onKeyDownCapture}
      onPasteCapture={onPasteCapture}
      onInputCapture={(event) => {
        const box = event.target as HTMLInputElement;
        lastInput.current = { index: inputs().indexOf(box), raw: box.value };
      }}
      onBlur={(event) => {
        // Moving from box to box is not leaving the field.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.(event);
      }}
    >
      <Input.OTP
        length={CODE_LENGTH}
        aria-label="6-digit code"
        aria-invalid={invalid || undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        disabled={disabled}
        size="large"
        value={code}
        formatter={(text) => text.replace(/\D/g, '')}
        onInput={(cells) => {
          if (spent.current) {
            startOver(freshDigits());
            return;
          }
          const next = cells.join('');
          if (cells.length === CODE_LENGTH && cells.every(Boolean)) take(next);
          else {
            setCode(next);
            onChange?.(next);
          }
        }}
      />
    </div>
  );
}
