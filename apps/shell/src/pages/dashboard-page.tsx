// "/": the dashboard, the shell's own page.
import { PageHeader } from '@bullion/shared';
import { Card, Col, Row } from 'antd';
import { Link } from 'react-router';

const SHORTCUTS = [
  { to: '/inventory', title: 'Inventory', text: 'Items you hold, where they are and what they are worth.' },
  { to: '/collections', title: 'Collections', text: 'Group items into sets and portfolios.' },
  { to: '/price-templates', title: 'Price Templates', text: 'Premiums over spot for buying and selling.' },
  { to: '/catalog', title: 'Catalog', text: 'Bullion and coin products from mints and refiners.' },
];

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Your precious-metal desk at a glance" />
      <Row gutter={[16, 16]}>
        {SHORTCUTS.map((shortcut) => (
          <Col key={shortcut.to} xs={24} md={12} xl={6}>
            <Link to={shortcut.to}>
              <Card hoverable title={shortcut.title}>
                {shortcut.text}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
