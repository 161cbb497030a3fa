// The browser title of the page shown: "<title> · Bullion Desk". In a remote's area the title goes to
// the shell (the parcel's `title` event), which writes it; in the shell it is written directly.
import { useEffect } from 'react';
import { useParcelProps } from './shell-services-context';

export const APP_TITLE = 'Bullion Desk';

/** Sets the page's browser title while mounted; nothing while `title` is empty (still loading). */
export function usePageTitle(title: string | null | undefined): void {
  const parcel = useParcelProps();
  useEffect(() => {
    if (!title) return;
    if (parcel) parcel.emit({ type: 'title', title });
    else document.title = `${title} · ${APP_TITLE}`;
  }, [title, parcel]);
}
