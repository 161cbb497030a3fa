// The dashboard's orders card: the orders remote's orders-summary widget (contract 1.6), open quotes
// and the latest orders, mounted inline with its fallback (dashboard-widget-card.tsx). It asks for the
// orders remote only once the page says so (`start`, after the portfolio card has settled: the
// portfolio is the dashboard's largest paint) and its place has been on screen: the orders remote's
// code never competes with the portfolio, and a phone loads it only when scrolled to.
import type { ShellServices } from '@bullion/shared';
import { useState } from 'react';
import type { mountRootParcel } from 'single-spa';
import type { RemoteLoader } from '../../federation/remote-loader';
import { DashboardWidgetCard, DashboardWidgetLoading } from './dashboard-widget-card';
import { useIdleAfter, useReachedScreen } from './on-screen';

/** Names the card in its failure messages: "Orders summary is unavailable right now". */
export const ORDERS_SUMMARY_LABEL = 'Orders summary';
const TITLE = 'Orders';
const LOADING_LABEL = 'Loading the latest orders';

export interface OrdersCardProps {
  /** False: the card shows its loading state and loads nothing yet. */
  start: boolean;
  loader: RemoteLoader;
  services: ShellServices;
  mountParcel?: typeof mountRootParcel;
}

export function OrdersCard({ start, ...props }: OrdersCardProps) {
  const [place, setPlace] = useState<HTMLDivElement | null>(null);
  const onScreen = useReachedScreen(place);
  const ready = useIdleAfter(start && onScreen);
  if (!ready) {
    return (
      <div ref={setPlace} data-testid="orders-card-waiting">
        <DashboardWidgetLoading title={TITLE} label={LOADING_LABEL} />
      </div>
    );
  }
  return <DashboardWidgetCard widget="orders-summary" title={TITLE} label={ORDERS_SUMMARY_LABEL} loadingLabel={LOADING_LABEL} fallbackTestId="orders-fallback" {...props} />;
}
