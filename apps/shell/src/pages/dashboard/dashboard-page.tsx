// "/": spot prices, the group's portfolio at those prices (the inventory remote's widget), the
// stored price history and the current group's headline figures.
import { PageHeader } from '@bullion/ui';
import { Col, Row } from 'antd';
import { shellServices } from '../../services';
import { useShell } from '../../shell-context';
import { GroupSummary } from './group-summary';
import { PortfolioCard } from './portfolio-card';
import { SpotHistoryCard } from './spot-history-card';
import { SpotSummary } from './spot-summary';

export function DashboardPage() {
  const { loader } = useShell();
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Spot prices and your desk at a glance" />
      <SpotSummary />
      <div style={{ marginTop: 16 }}>
        <PortfolioCard loader={loader} services={shellServices} />
      </div>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={16}>
          <SpotHistoryCard />
        </Col>
        <Col xs={24} xl={8}>
          <GroupSummary />
        </Col>
      </Row>
    </>
  );
}

export default DashboardPage;
