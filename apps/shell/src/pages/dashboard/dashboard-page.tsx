// "/": spot prices, the group's portfolio at those prices (the inventory remote's widget), the
// stored price history, the current group's headline figures and its open quotes and latest orders
// (the orders remote's widget). Drawn without antd (the plain kit, @bullion/ui/plain): the signed-in
// start's first screen loads none of antd's code.
import { PageHeader } from '@bullion/ui';
import { useCallback, useState } from 'react';
import { shellServices } from '../../services';
import { useShell } from '../../shell-context';
import { GroupSummary } from './group-summary';
import { OrdersCard } from './orders-card';
import { PortfolioCard } from './portfolio-card';
import { SpotHistoryCard } from './spot-history-card';
import { SpotSummary } from './spot-summary';

export function DashboardPage() {
  const { loader } = useShell();
  // The portfolio first: the price chart (recharts, one long task of script and render) is drawn,
  // and the orders card loads the orders remote, once the portfolio card shows its figures or its
  // fallback, not in front of them.
  const [portfolioSettled, setPortfolioSettled] = useState(false);
  const settlePortfolio = useCallback(() => setPortfolioSettled(true), []);
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Spot prices and your desk at a glance" />
      <SpotSummary />
      <div style={{ marginTop: 16 }}>
        <PortfolioCard loader={loader} services={shellServices} onSettled={settlePortfolio} />
      </div>
      <div className="dashboard-cards">
        <SpotHistoryCard drawChart={portfolioSettled} />
        {/* The orders card last in its column: as it fills in, it moves nothing below it. */}
        <div className="dashboard-column">
          <GroupSummary />
          <OrdersCard start={portfolioSettled} loader={loader} services={shellServices} />
        </div>
      </div>
    </>
  );
}

export default DashboardPage;
