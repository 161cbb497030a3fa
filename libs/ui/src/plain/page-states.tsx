// The page-state components of @bullion/ui (page-state/) drawn without antd, for the parts of the
// signed-in start that must not wait for it (the dashboard's cards, the remote area's and widget's
// loading and failure views). Same props and words as their antd twins; PlainEmpty is the empty state.
import type { CSSProperties, ReactNode } from 'react';
import { CHECK_CONNECTION } from '../page-state/texts';
import { PlainButton, PlainErrorAlert, PlainResult, PlainSkeleton, PlainSpin } from './components';

export interface PlainLoadingStateProps {
  /** Names what is loading for assistive technology: "Loading the portfolio summary". */
  label: string;
  /** lines (default): skeleton lines, inside the card the part draws; spin: a spinner, where the shape is not known. */
  layout?: 'lines' | 'spin';
  /** Lines of text (lines). */
  rows?: number;
  /** Text under the spinner (spin): "Loading Orders…". */
  tip?: ReactNode;
  /** Milliseconds before the spinner shows (spin): a quick load shows none. */
  delay?: number;
  style?: CSSProperties;
}

/** LoadingState's twin: a part of a page whose data or code is loading. */
export function PlainLoadingState({ label, layout = 'lines', rows = 3, tip, delay, style }: PlainLoadingStateProps) {
  if (layout === 'spin') {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 32, ...style }}>
        <PlainSpin label={label} tip={tip} delay={delay} />
      </div>
    );
  }
  return (
    <div aria-busy="true" aria-label={label} style={style}>
      <PlainSkeleton rows={rows} />
    </div>
  );
}

export interface PlainLoadErrorProps {
  /** What could not be loaded, as a sentence: "The portfolio could not be loaded". */
  title: ReactNode;
  /** Why, or what to do about it. A page's default: "Check your connection and try again." */
  description?: ReactNode;
  onRetry(): void;
  /** inline (default): an alert with a small Retry; page: a centred result with a Try again button. */
  layout?: 'inline' | 'page';
  /** page only: `warning` for a refusal that is not a fault (an area too old for this shell). */
  status?: 'error' | 'warning';
  /** page only: a smaller result, for a card inside a page. */
  compact?: boolean;
  /** The retry button's text; default Retry inline, Try again on a page. */
  retryLabel?: string;
}

/** LoadError's twin: a page or a part of a page whose data did not load, with a retry. */
export function PlainLoadError({ title, description, onRetry, layout = 'inline', status = 'error', compact = false, retryLabel }: PlainLoadErrorProps) {
  if (layout === 'page') {
    return (
      <PlainResult
        status={status}
        title={title}
        subTitle={description ?? CHECK_CONNECTION}
        style={compact ? { padding: '16px 8px' } : undefined}
        extra={
          <PlainButton variant="primary" onClick={onRetry}>
            {retryLabel ?? 'Try again'}
          </PlainButton>
        }
      />
    );
  }
  return (
    <PlainErrorAlert
      title={title}
      description={description}
      action={
        <PlainButton size="small" onClick={onRetry}>
          {retryLabel ?? 'Retry'}
        </PlainButton>
      }
    />
  );
}
