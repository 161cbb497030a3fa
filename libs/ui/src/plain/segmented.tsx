import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { PlainStyles } from './plain-styles';

export interface PlainSegmentedOption<T extends string | number> {
  value: T;
  label: ReactNode;
}

export interface PlainSegmentedProps<T extends string | number> {
  options: readonly PlainSegmentedOption<T>[];
  /** The chosen option's value. */
  value: T;
  onChange(value: NoInfer<T>): void;
  /** Names the group for assistive technology ("Metal", "Range"). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  style?: CSSProperties;
}

/** Where each key moves the choice from `index` (wrapping at the ends), as antd's Segmented and a radio group do. */
function target(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * antd's Segmented: a row of options of which one is chosen, as a radio group. One Tab stop (the
 * chosen option); the arrow keys, Home and End move to another option and choose it.
 */
export function PlainSegmented<T extends string | number>({ options, value, onChange, className, style, ...aria }: PlainSegmentedProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = options.findIndex((option) => option.value === value);
  const tabStop = chosen >= 0 ? chosen : 0;

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    if (option.value !== value) onChange(option.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = target(event.key, index, options.length);
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    choose(next);
  };

  return (
    <div role="radiogroup" className={['bd-segmented', className].filter(Boolean).join(' ')} style={style} {...aria}>
      <PlainStyles />
      {options.map((option, index) => (
        <button
          key={String(option.value)}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={index === chosen}
          tabIndex={index === tabStop ? 0 : -1}
          className="bd-segmented-item"
          onClick={() => choose(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
