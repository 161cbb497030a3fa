// A dropdown menu whose button draws at once and whose menu (antd's Dropdown, menu-dropdown.tsx) loads
// when it is first wanted: pointer over the button, keyboard focus on it, a click, or the layout's idle
// preload (preloadMenuDropdown). The first click opens the menu as soon as its code is there; the
// button keeps keyboard focus across the swap to antd's trigger.
import type { MenuProps } from 'antd';
import { cloneElement, useLayoutEffect, useRef, useState, type MouseEvent, type ReactElement, type Ref } from 'react';
import { lazyNamed } from '../errors/lazy-with-reload';
import type { MenuDropdownProps } from './menu-dropdown';

const MenuDropdown = lazyNamed(() => import('./menu-dropdown'), 'MenuDropdown');

/** Fetches the menus' code (antd's Dropdown in antd's theme) without drawing anything. */
export function preloadMenuDropdown(): Promise<unknown> {
  return MenuDropdown.preload();
}

type TriggerProps = {
  ref?: Ref<HTMLButtonElement>;
  onClick?(event: MouseEvent<HTMLButtonElement>): void;
  onPointerEnter?(): void;
  onFocus?(): void;
};

export interface DeferredDropdownProps extends Pick<MenuDropdownProps, 'placement' | 'classNames'> {
  menu: MenuProps;
  /** The button that opens the menu. */
  children: ReactElement<TriggerProps>;
}

export function DeferredDropdown({ children, ...dropdown }: DeferredDropdownProps) {
  // Hover and focus fetch the menu's code; the first click (or Enter) swaps in antd's trigger, open,
  // once the code is there. Swapping on hover could replace the button between a press and its release
  // (a tap does both at once), and the click would be lost.
  const [swapped, setSwapped] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const hadFocus = useRef(false);

  // The swap replaces the button element: keyboard focus moves with it.
  useLayoutEffect(() => {
    if (swapped && hadFocus.current) button.current?.focus();
  }, [swapped]);

  if (!swapped) {
    const fetchCode = () => void preloadMenuDropdown().catch(() => undefined);
    return cloneElement(children, {
      onPointerEnter: fetchCode,
      onFocus: fetchCode,
      onClick: (event) => {
        hadFocus.current = document.activeElement === event.currentTarget;
        setOpen(true);
        // A failed load leaves the plain button: the next click tries again.
        preloadMenuDropdown().then(
          () => setSwapped(true),
          () => setOpen(false),
        );
      },
    });
  }
  return (
    <MenuDropdown {...dropdown} open={open} onOpenChange={setOpen}>
      {cloneElement(children, { ref: button })}
    </MenuDropdown>
  );
}
