// The protected layout: top bar, sidebar (hidden below lg, where the header's menu
// button opens #menu), the page area, and the dialogs controlled by the URL hash. Once the app is
// idle, the sidebar's areas are preloaded (use-idle-preload.ts). It is plain HTML (styles.css) and
// loads no antd: what needs antd (menus, dialogs, a preview notice) brings it when first wanted.
import { openHashDialog, PendingBoundary } from '@bullion/shared';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { HashDialogs } from '../dialogs/hash-dialogs';
import { useBindShellNavigator } from '../dialogs/use-hash-dialog';
import { ErrorBoundary } from '../errors/error-boundary';
import { Header } from '../header/header';
import { PreviewBanner } from './preview-banner';
import { Sidebar } from './sidebar';
import { useIdlePreload } from './use-idle-preload';

/** Ctrl+S or ⌘+S: the spots modal, not the browser's "Save page" dialog. */
export function isSpotsShortcut(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && (event.key.toLowerCase() === 's' || event.code === 'KeyS');
}

function useSpotsShortcut() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSpotsShortcut(event)) return;
      event.preventDefault();
      openHashDialog('spots');
    };
    // Capture phase: a parcel's own key handlers cannot swallow it first.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}

export function ProtectedLayout() {
  const { pathname } = useLocation();
  useBindShellNavigator();
  useSpotsShortcut();
  useIdlePreload();
  return (
    <div className="shell-layout">
      <header className="shell-top">
        <Header />
      </header>
      <div className="shell-body">
        <aside className="shell-sider">
          <Sidebar />
        </aside>
        <main className="shell-content">
          <PreviewBanner />
          <ErrorBoundary resetKey={pathname}>
            <PendingBoundary>
              <Outlet />
            </PendingBoundary>
          </ErrorBoundary>
        </main>
      </div>
      <HashDialogs />
    </div>
  );
}
