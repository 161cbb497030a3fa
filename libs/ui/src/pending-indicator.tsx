// The page's top progress bar, following the page-wide pending count of @bullion/shared's
// PendingFallbacks; shown only after 1000 ms of pending and, once shown, kept at least 500 ms.
import { usePendingStore, usePendingVisible, type PendingTimings } from '@bullion/shared';

const KEYFRAMES = `@keyframes bullion-pending-slide{0%{transform:translateX(-100%)}100%{transform:translateX(250%)}}`;

export interface PendingIndicatorProps extends PendingTimings {
  /** Pending state to follow; by default the page-wide count of PendingFallbacks. */
  pending?: boolean;
}

/** The top progress bar. Mount it once (the shell does); it follows PendingFallbacks or `pending`. */
export function PendingIndicator({ pending, ...timings }: PendingIndicatorProps) {
  const pageWide = usePendingStore((state) => state.count > 0);
  const visible = usePendingVisible(pending ?? pageWide, timings);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      aria-busy="true"
      data-testid="pending-indicator"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 2000, overflow: 'hidden', pointerEvents: 'none' }}
    >
      <style href="bullion-pending-indicator" precedence="default">
        {KEYFRAMES}
      </style>
      <div
        style={{
          width: '40%',
          height: '100%',
          // design-tokens.css: the shell shows this bar before any antd is loaded.
          background: 'var(--bd-color-primary, #b8860b)',
          borderRadius: 2,
          animation: 'bullion-pending-slide 1.1s ease-in-out infinite',
        }}
      />
    </div>
  );
}
