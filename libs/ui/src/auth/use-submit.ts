// A form's submit handler that runs once at a time: `pending` disables the button, and a second
// Enter press while the first request is out does nothing.
import { useCallback, useRef, useState } from 'react';

export function useSubmit<TArgs extends unknown[]>(action: (...args: TArgs) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const run = useCallback(
    async (...args: TArgs) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      try {
        await action(...args);
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return { run, pending };
}
