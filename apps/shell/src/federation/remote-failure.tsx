// How the shell says that a remote's part of the page cannot be shown, with Retry: a whole area
// (remote-area.tsx) or a widget inline in a shell page (remote-widget.tsx, e.g. the dashboard's
// portfolio summary). Titles name the part ("Orders is unavailable right now"). The page-state kit's
// PlainLoadError (@bullion/ui/plain, antd's Result in plain HTML), so that showing it never waits for antd.
import { PlainLoadError } from '@bullion/ui/plain';
import { RemoteLoadError, type RemoteFailureReason } from './remote-loader';

export interface RemoteFailure {
  reason: RemoteFailureReason;
  message: string;
}

/**
 * Failures worth one automatic fresh attempt: fast ones that a redeploy or a hiccup explains. Not an
 * integrity refusal: code that does not match what was released is not asked for again by itself.
 */
export const RETRIED_BY_ITSELF: readonly RemoteFailureReason[] = ['unreachable', 'invalid'];

/** A load error keeps its reason; anything else is the remote's own crash. */
export function toRemoteFailure(error: unknown, what: string): RemoteFailure {
  if (error instanceof RemoteLoadError) return { reason: error.reason, message: error.message };
  return { reason: 'crashed', message: `${what} stopped with an error.` };
}

const FAILURE_TITLES: Record<RemoteFailureReason, string> = {
  unreachable: 'is unavailable right now',
  timeout: 'is taking too long to load',
  contract: 'is not compatible with this version of Bullion Desk',
  invalid: 'could not be started',
  crashed: 'stopped working',
  integrity: 'could not be verified',
};

export function remoteFailureTitle(label: string, reason: RemoteFailureReason): string {
  return `${label} ${FAILURE_TITLES[reason]}`;
}

export interface RemoteFailureViewProps {
  /** Names the part that failed: an area's label, or a widget's name on the page. */
  label: string;
  failure: RemoteFailure;
  onRetry(): void;
  /** A smaller result for a card inside a page. */
  compact?: boolean;
}

export function RemoteFailureView({ label, failure, onRetry, compact = false }: RemoteFailureViewProps) {
  return (
    <PlainLoadError
      layout="page"
      status={failure.reason === 'contract' ? 'warning' : 'error'}
      title={remoteFailureTitle(label, failure.reason)}
      description={failure.message}
      compact={compact}
      retryLabel="Retry"
      onRetry={onRetry}
    />
  );
}
