// True from the first time `asked` is true: something loaded on demand (a dialog's code) stays
// mounted afterwards, so it can play its closing animation and keep its state.
import { useState } from 'react';

export function useAskedOnce(asked: boolean): boolean {
  const [seen, setSeen] = useState(asked);
  if (asked && !seen) setSeen(true);
  return seen || asked;
}
