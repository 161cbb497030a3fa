// A card of the dashboard that is a remote's inline widget (contract 1.2: the inventory's portfolio
// summary; 1.6: the orders summary). When the remote is down, too old to offer the widget, or crashes,
// the card says so with Retry (the same failure view as a remote's area) and the rest of the dashboard
// keeps working. Its loading and fallback cards are drawn without antd (@bullion/ui/plain), like the widgets.
import type { RemoteWidgetName, ShellServices } from '@bullion/shared';
import { PlainCard, PlainLoadingState } from '@bullion/ui/plain';
import type { mountRootParcel } from 'single-spa';
import { RemoteFailureView } from '../../federation/remote-failure';
import type { RemoteLoader } from '../../federation/remote-loader';
import { RemoteWidget } from '../../federation/remote-widget';

/** The widgets the dashboard shows inline (they take no input). */
export type DashboardWidget = Extract<RemoteWidgetName, 'portfolio-summary' | 'orders-summary'>;

export interface DashboardWidgetCardProps {
  widget: DashboardWidget;
  /** The card's title while it loads or when it fails. */
  title: string;
  /** Names the widget in its failure messages: "<label> is unavailable right now". */
  label: string;
  /** What the loading card says to assistive technology: "Loading the …". */
  loadingLabel: string;
  /** The fallback card's test id. */
  fallbackTestId: string;
  loader: RemoteLoader;
  services: ShellServices;
  mountParcel?: typeof mountRootParcel;
  /** Once the card shows the widget or its fallback. */
  onSettled?(): void;
}

const NO_INPUT = {};
const closeNothing = () => undefined;

export function DashboardWidgetCard({ widget, title, label, loadingLabel, fallbackTestId, loader, services, mountParcel, onSettled }: DashboardWidgetCardProps) {
  return (
    <RemoteWidget
      widget={widget}
      input={NO_INPUT}
      loader={loader}
      services={services}
      mountParcel={mountParcel}
      onSettled={onSettled}
      // Inline: nothing to close; a link out of the card is a navigation.
      close={closeNothing}
      closeTo={(to) => services.navigation.navigate(to)}
      loading={<DashboardWidgetLoading title={title} label={loadingLabel} />}
      fallback={(failure) => (
        <PlainCard title={title} data-testid={fallbackTestId}>
          <RemoteFailureView compact label={label} failure={failure} onRetry={failure.retry} />
        </PlainCard>
      )}
    />
  );
}

/** The card while its widget loads (or before the page asks for it). */
export function DashboardWidgetLoading({ title, label }: { title: string; label: string }) {
  return (
    <PlainCard title={title}>
      <PlainLoadingState label={label} rows={3} />
    </PlainCard>
  );
}
