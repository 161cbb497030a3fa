// Toasts: at most 3 visible, 4000 ms default duration, 14 px gap, bottom-right, Alt+T focuses the
// toast area. These equal sonner's defaults; the shell's <Toaster> passes them explicitly so a
// change of library defaults cannot silently change the product. Width (356 px) and the removal
// animation (200 ms) are sonner constants without props and are what the product wants; its
// swipe-dismiss threshold is a constant too (45 px in sonner 2.0.8, where the product wants 20 px).
export interface ToasterOptions {
  visibleToasts: number;
  duration: number;
  gap: number;
  position: 'bottom-right';
  hotkey: string[];
}

export const TOASTER_OPTIONS: Readonly<ToasterOptions> = Object.freeze({
  visibleToasts: 3,
  duration: 4000,
  gap: 14,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
});
