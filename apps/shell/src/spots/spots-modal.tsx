// #spots: Gold, Silver, Platinum and Palladium in USD and 'Last updated' as
// MM/DD/YYYY h:mm a. Opened from the strip or with Ctrl+S / ⌘+S.
import { formatDateTime, formatUsd } from '@bullion/contract';
import { Button, Flex, Modal, Tag, Typography } from 'antd';
import { useHashDialog } from '../dialogs/use-hash-dialog';
import { STRIP_METALS } from './spot-quote';
import { useSpotFeed } from './use-spot-feed';

export function SpotsModal() {
  const dialog = useHashDialog('spots');
  const { quote, status } = useSpotFeed();
  return (
    <Modal
      open={dialog.isOpen}
      title="Spot prices"
      onCancel={dialog.close}
      footer={<Button onClick={dialog.close}>Close</Button>}
      width={420}
      destroyOnHidden
    >
      <dl className="spots-list" data-testid="spots-list">
        {STRIP_METALS.map((metal) => (
          <div key={metal.key} className="spots-row">
            <dt>
              <span className="spot-dot" style={{ background: metal.color }} aria-hidden />
              {metal.label}
            </dt>
            <dd>{quote ? formatUsd(quote[metal.key]) : '—'}</dd>
          </div>
        ))}
      </dl>
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary" data-testid="spots-updated">
          {quote ? `Last updated ${formatDateTime(quote.updatedAt)}` : status === 'loading' ? 'Loading spot prices…' : 'Spot prices are unavailable right now.'}
        </Typography.Text>
        {status === 'stale' ? <Tag color="warning">stale</Tag> : null}
        {quote?.simulated ? <Tag>Simulated</Tag> : null}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
        USD per troy ounce.
      </Typography.Paragraph>
    </Modal>
  );
}
