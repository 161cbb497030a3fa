// The portfolio-summary widget (contract 1.2): the shell mounts it inline on its dashboard.
// It takes no input; its links navigate through the parcel's router, which the shell's follows.
import { PortfolioSummary } from './portfolio-summary';

export function PortfolioSummaryWidget() {
  return <PortfolioSummary />;
}
