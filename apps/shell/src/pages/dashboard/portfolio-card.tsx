// The dashboard's portfolio card: the inventory remote's portfolio-summary widget (contract 1.2),
// mounted inline, with its fallback when the inventory remote cannot show it (dashboard-widget-card.tsx).
import type { ShellServices } from '@bullion/shared';
import type { mountRootParcel } from 'single-spa';
import type { RemoteLoader } from '../../federation/remote-loader';
import { DashboardWidgetCard } from './dashboard-widget-card';

/** Names the card in its failure messages: "Portfolio summary is unavailable right now". */
export const PORTFOLIO_SUMMARY_LABEL = 'Portfolio summary';

export interface PortfolioCardProps {
  loader: RemoteLoader;
  services: ShellServices;
  mountParcel?: typeof mountRootParcel;
  /** Once the card shows the widget or its fallback. */
  onSettled?(): void;
}

export function PortfolioCard(props: PortfolioCardProps) {
  return (
    <DashboardWidgetCard
      widget="portfolio-summary"
      title="Portfolio"
      label={PORTFOLIO_SUMMARY_LABEL}
      loadingLabel="Loading the portfolio summary"
      fallbackTestId="portfolio-fallback"
      {...props}
    />
  );
}
