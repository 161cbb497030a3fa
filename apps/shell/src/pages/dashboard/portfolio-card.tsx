// The dashboard's portfolio card: the inventory remote's portfolio-summary widget (contract 1.2),
// mounted inline. When the remote is down, too old to offer the widget, or crashes, the card says
// so with Retry (the same failure view as a remote's area) and the rest of the dashboard keeps
// working. Its loading and fallback cards are drawn without antd (@bullion/ui/plain), like the widget.
import type { ShellServices } from '@bullion/shared';
import { PlainCard, PlainLoadingState } from '@bullion/ui/plain';
import type { mountRootParcel } from 'single-spa';
import { RemoteFailureView } from '../../federation/remote-failure';
import type { RemoteLoader } from '../../federation/remote-loader';
import { RemoteWidget } from '../../federation/remote-widget';

/** Names the card in its failure messages: "Portfolio summary is unavailable right now". */
export const PORTFOLIO_SUMMARY_LABEL = 'Portfolio summary';

export interface PortfolioCardProps {
  loader: RemoteLoader;
  services: ShellServices;
  mountParcel?: typeof mountRootParcel;
  /** Once the card shows the widget or its fallback. */
  onSettled?(): void;
}

const NO_INPUT = {};
const closeNothing = () => undefined;

export function PortfolioCard({ loader, services, mountParcel, onSettled }: PortfolioCardProps) {
  return (
    <RemoteWidget
      widget="portfolio-summary"
      input={NO_INPUT}
      loader={loader}
      services={services}
      mountParcel={mountParcel}
      onSettled={onSettled}
      // Inline: nothing to close; a link out of the card is a navigation.
      close={closeNothing}
      closeTo={(to) => services.navigation.navigate(to)}
      loading={
        <PlainCard title="Portfolio">
          <PlainLoadingState label="Loading the portfolio summary" rows={3} />
        </PlainCard>
      }
      fallback={(failure) => (
        <PlainCard title="Portfolio" data-testid="portfolio-fallback">
          <RemoteFailureView compact label={PORTFOLIO_SUMMARY_LABEL} failure={failure} onRetry={failure.retry} />
        </PlainCard>
      )}
    />
  );
}
