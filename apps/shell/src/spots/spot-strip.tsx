// The header's spot price strip: gold, silver, platinum and palladium with their colours; a click
// opens the spots modal (#spots). Stale or missing quotes say so.
import { formatDateTime, formatUsd, type SpotQuote } from '@bullion/contract';
import { openHashDialog } from '@bullion/shared';
import { PlainTag } from '@bullion/ui/plain';
import { STRIP_METALS, type QuoteStatus } from './spot-quote';
import { useSpotFeed } from './use-spot-feed';

export interface SpotStripViewProps {
  quote: SpotQuote | null;
  status: QuoteStatus;
  onOpen(): void;
}

export function SpotStripView({ quote, status, onOpen }: SpotStripViewProps) {
  const showPrices = quote !== null;
  return (
    <div className="spot-strip" data-testid="spot-strip" data-status={status}>
      <button type="button" className="spot-strip-button" onClick={onOpen} title="Spot prices in USD: open details (Ctrl+S)" aria-busy={status === 'loading'}>
        {STRIP_METALS.map((metal) => (
          <span key={metal.key} className="spot-item" data-metal={metal.key}>
            <span className="spot-dot" style={{ background: metal.color }} aria-hidden />
            <span className="spot-label">{metal.label}</span>
            {/* Shown instead of the name on narrow screens (CSS); the name stays for screen readers. */}
            <span className="spot-symbol" data-symbol={metal.symbol} aria-hidden />
            <span className="spot-price">{showPrices ? formatUsd(quote[metal.key]) : status === 'loading' ? '…' : '—'}</span>
          </span>
        ))}
      </button>
      {status === 'stale' && quote ? (
        <PlainTag className="spot-flag" tone="warning" tip={`Last updated ${formatDateTime(quote.updatedAt)}`}>
          stale
        </PlainTag>
      ) : null}
      {status === 'missing' ? (
        <PlainTag className="spot-flag" tone="error" tip="Spot prices could not be loaded. They are retried every minute.">
          unavailable
        </PlainTag>
      ) : null}
      {quote?.simulated ? (
        <PlainTag className="spot-flag" tip="Prices from a simulated feed, not live market quotes">Simulated</PlainTag>
      ) : null}
    </div>
  );
}

export function SpotStrip() {
  const { quote, status } = useSpotFeed();
  return <SpotStripView quote={quote} status={status} onOpen={() => openHashDialog('spots')} />;
}
