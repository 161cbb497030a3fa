// The portfolio-summary widget (contract 1.2): the shell mounts it inline on its dashboard.
import type { RemoteWidgetProps } from '@bullion/shared';
import { PortfolioSummary } from './portfolio-summary';

export function PortfolioSummaryWidget(_props: RemoteWidgetProps<'portfolio-summary'>) {
  return <PortfolioSummary />;
}
