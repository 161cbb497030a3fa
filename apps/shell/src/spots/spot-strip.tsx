// The header's spot price strip: gold, silver, platinum and palladium with their colours; a click
// opens the spots modal (#spots). Stale or missing quotes say so.
import { formatPrice, formatSpotTime, openHashDialog } from '@bullion/shared';
import { Tag, Tooltip } from 'antd';
import { STRIP_METALS, type QuoteStatus, type SpotQuote } from './spot-quote';
import { useSpotQuote } from './use-spot-quote';

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
            <span className="spot-price">{showPrices ? formatPrice(quote[metal.key]) : status === 'loading' ? '…' : '—'}</span>
          </span>
        ))}
      </button>
      {status === 'stale' && quote ? (
        <Tooltip title={`Last updated ${formatSpotTime(quote.updatedAt)}`}>
          <Tag color="warning" className="spot-flag" tabIndex={0}>
            stale
          </Tag>
        </Tooltip>
      ) : null}
      {status === 'missing' ? (
        <Tooltip title="Spot prices could not be loaded. They are retried every minute.">
          <Tag color="error" className="spot-flag" tabIndex={0}>
            unavailable
          </Tag>
        </Tooltip>
      ) : null}
      {quote?.simulated ? (
        <Tooltip title="Prices from a simulated feed, not live market quotes">
          <Tag className="spot-flag" tabIndex={0}>
            Simulated
          </Tag>
        </Tooltip>
      ) : null}
    </div>
  );
}

export function SpotStrip() {
  const { quote, status } = useSpotQuote();
  return <SpotStripView quote={quote} status={status} onOpen={() => openHashDialog('spots')} />;
}
