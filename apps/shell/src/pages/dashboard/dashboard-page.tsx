// "/": spot prices, the group's portfolio at those prices (the inventory remote's widget), the
// stored price history and the current group's headline figures. Drawn without antd (the plain kit,
// @bullion/ui/plain): the signed-in start's first screen loads none of antd's code.
import { PageHeader } from '@bullion/ui';
import { useCallback, useState } from 'react';
import { shellServices } from '../../services';
import { useShell } from '../../shell-context';
import { GroupSummary } from './group-summary';
import { PortfolioCard } from './portfolio-card';
import { SpotHistoryCard } from './spot-history-card';
import { SpotSummary } from './spot-summary';

// antd's Row gutter 16 with Col xs=24 / xl=16 + xl=8: one column, from 1200 px (antd's xl) the
// history two thirds and the group one third, in the widths antd's grid gives them; each card as tall
// as its content, as in antd's columns.
const GRID_CSS = `
.dashboard-cards{display:grid;grid-template-columns:minmax(0,1fr);align-items:start;gap:16px;margin-top:16px}
@media (min-width:1200px){.dashboard-cards{grid-template-columns:minmax(0,calc((100% + 16px) * 2 / 3 - 16px)) minmax(0,1fr)}}
`;

export function DashboardPage() {
  const { loader } = useShell();
  // The portfolio first: the price chart (recharts, ≈ 120 ms of script and render on this machine)
  // is drawn once the portfolio card shows its figures or its fallback, not in front of them.
  const [portfolioSettled, setPortfolioSettled] = useState(false);
  const settlePortfolio = useCallback(() => setPortfolioSettled(true), []);
  return (
    <>
      <style href="bullion-dashboard-cards" precedence="low">
        {GRID_CSS}
      </style>
      <PageHeader title="Dashboard" subtitle="Spot prices and your desk at a glance" />
      <SpotSummary />
      <div style={{ marginTop: 16 }}>
        <PortfolioCard loader={loader} services={shellServices} onSettled={settlePortfolio} />
      </div>
      <div className="dashboard-cards">
        <SpotHistoryCard drawChart={portfolioSettled} />
        <GroupSummary />
      </div>
    </>
  );
}

export default DashboardPage;
