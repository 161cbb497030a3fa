// "/": spot prices with their stored history and the current group's headline figures.
import { PageHeader } from '@bullion/shared';
import { Col, Row } from 'antd';
import { GroupSummary } from './group-summary';
import { SpotHistoryCard } from './spot-history-card';
import { SpotSummary } from './spot-summary';

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Spot prices and your desk at a glance" />
      <SpotSummary />
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
