// A quote's prices hold until it expires: a running countdown while they do, then "Quote expired –
// re-quote" (the order cannot be confirmed at the old prices; quoting again prices it at the latest
// spot). The clock ticks every second so the expiry shows the moment it happens.
import { formatDateTime, isQuoteExpired, type OrderQuote } from '@bullion/contract';
import { useNow } from '@bullion/shared';
import { Alert, Button, Progress } from 'antd';
import { countdownText } from '../orders/countdown';

export const QUOTE_EXPIRED_TEXT = 'Quote expired – re-quote';

export interface QuoteCountdownProps {
  quote: OrderQuote;
  /** Offered once the quote has expired (members); null: no button. */
  onRequote: (() => void) | null;
  requoting?: boolean;
}

export function QuoteCountdown({ quote, onRequote, requoting = false }: QuoteCountdownProps) {
  const now = useNow(1000);
  if (isQuoteExpired(quote, now)) {
    return (
      <Alert
        type="warning"
        showIcon
        role="status"
        title={QUOTE_EXPIRED_TEXT}
        description={`The prices were locked until ${formatDateTime(quote.expiresAt)}. Quote again to price the order at the latest spot; it cannot be confirmed at the old prices.`}
        action={
          onRequote ? (
            <Button type="primary" size="small" loading={requoting} onClick={onRequote}>
              Re-quote
            </Button>
          ) : undefined
        }
      />
    );
  }
  const left = Date.parse(quote.expiresAt) - now;
  const length = Date.parse(quote.expiresAt) - Date.parse(quote.quotedAt);
  return (
    <Alert
      type="info"
      showIcon
      role="timer"
      title={
        <span>
          Prices locked · quote expires in <strong data-testid="quote-countdown">{countdownText(left)}</strong>
        </span>
      }
      description={
        <>
          <div>
            Quoted at {formatDateTime(quote.quotedAt)} at the spot of {formatDateTime(quote.spot.updatedAt)}; valid until {formatDateTime(quote.expiresAt)}.
          </div>
          <div>Confirm before it expires.</div>
          <Progress percent={length > 0 ? Math.round((left / length) * 100) : 0} showInfo={false} size="small" style={{ margin: '6px 0 0' }} />
        </>
      }
    />
  );
}
