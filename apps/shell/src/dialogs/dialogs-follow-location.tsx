// Dialogs a page opened (confirm, info, prompt such as 'New product') belong to that page: when the
// address changes — Back, a link, a typed hash — they close as if cancelled instead of staying over
// whatever comes next. A leave-guard confirmation is not affected: the guard holds the navigation,
// so the router's location does not change while it asks.
import { dismissQueuedDialogs } from '@bullion/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function DialogsFollowLocation() {
  const { pathname, search, hash } = useLocation();
  const address = `${pathname}${search}${hash}`;
  const previous = useRef(address);
  useEffect(() => {
    if (previous.current === address) return;
    previous.current = address;
    dismissQueuedDialogs();
  }, [address]);
  return null;
}
