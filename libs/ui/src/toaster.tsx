// The host's toast area (the shell, a standalone remote): sonner's Toaster with the product's options
// (TOASTER_OPTIONS), rendered once the first toast is asked for, from sonner's own chunk.
import { loadSonner, TOASTER_OPTIONS, toasterMounted, useToasterWanted, type ResolvedTheme } from '@bullion/shared';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';

interface ToasterProps {
  theme: ResolvedTheme;
}

const LazyToaster = lazy<ComponentType<ToasterProps>>(() =>
  loadSonner().then(
    ({ Toaster }) => ({
    default: function MountedToaster({ theme }: ToasterProps) {
      // After sonner's Toaster has subscribed (a child's effects run first): toasts may go now.
      useEffect(toasterMounted, []);
      return <Toaster theme={theme} {...TOASTER_OPTIONS} hotkey={[...TOASTER_OPTIONS.hotkey]} richColors />;
    },
  }),
    // No toasts rather than no app: a toast is never worth the page it is shown on.
    (error: unknown) => {
      console.error('[toasts] the toast library could not be loaded', error);
      return { default: () => null };
    },
  ),
);

export function AppToaster({ theme }: { theme: ResolvedTheme }) {
  const wanted = useToasterWanted((state) => state.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster theme={theme} />
    </Suspense>
  );
}
