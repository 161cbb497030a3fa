// The sidebar's entries as a menu of links in plain HTML, drawn like antd's inline Menu (the signed-in
// layout draws without antd) and with its accessibility tree: a `menu` of `menuitem`s, each holding
// the entry's link. Arrow keys, Home and End move between the links (one tab stop per menu: the
// current page's entry, or the first); Enter follows the link. A plain click navigates through `onSelect` (the router, after the
// unsaved-changes check); a click with a modifier key or the middle button is the browser's (a new tab).
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

export interface NavMenuEntry {
  key: string;
  to: string;
  label: ReactNode;
  /** Indented under the entry before it. */
  nested?: boolean;
}

export interface NavMenuProps {
  entries: readonly NavMenuEntry[];
  selectedKey: string | null;
  onSelect(entry: NavMenuEntry): void;
  /** Pointer over or focus on an entry: preload what it leads to. */
  onIntent?(entry: NavMenuEntry): void;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function NavMenu({ entries, selectedKey, onSelect, onIntent }: NavMenuProps) {
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const selectedIndex = entries.findIndex((entry) => entry.key === selectedKey);
  const [focused, setFocused] = useState<number | null>(null);
  const tabStop = focused ?? Math.max(selectedIndex, 0);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    links.current[move(index, entries.length)]?.focus();
  };

  return (
    <ul role="menu" aria-orientation="vertical" className="nav-menu">
      {entries.map((entry, index) => {
        const selected = entry.key === selectedKey;
        return (
          <li
            key={entry.key}
            role="menuitem"
            className={['nav-menu-item', selected && 'nav-menu-item-selected', entry.nested && 'nav-menu-item-nested'].filter(Boolean).join(' ')}
          >
            <a
              ref={(node) => {
                links.current[index] = node;
              }}
              href={entry.to}
              data-nav={entry.key}
              aria-current={selected ? 'page' : undefined}
              tabIndex={index === tabStop ? 0 : -1}
              className="nav-menu-link"
              onMouseEnter={() => onIntent?.(entry)}
              onFocus={() => {
                setFocused(index);
                onIntent?.(entry);
              }}
              onBlur={() => setFocused(null)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onSelect(entry);
              }}
            >
              {entry.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
