// The two-column frame of /settings/*: the settings menu on the left, the child page on the right.
import { Col, Menu, Row } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SETTINGS_PAGES } from './settings-pages';

const MENU_ITEMS = SETTINGS_PAGES.map(({ key, title }) => ({ key, label: title }));

/** The settings page the URL points at, e.g. `people` for /settings/people?invite=true. */
function selectedKey(pathname: string): string | undefined {
  const [, area, page] = pathname.split('/');
  if (area !== 'settings' || !page) return undefined;
  return SETTINGS_PAGES.some(({ key }) => key === page) ? page : undefined;
}

export function SettingsLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = selectedKey(pathname);
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={8} lg={7} xl={6}>
        <nav aria-label="Settings">
          <Menu
            mode="inline"
            items={MENU_ITEMS}
            selectedKeys={current ? [current] : []}
            onClick={({ key }) => navigate(`/settings/${key}`)}
            style={{ borderInlineEnd: 'none', borderRadius: 8 }}
          />
        </nav>
      </Col>
      <Col xs={24} md={16} lg={17} xl={18}>
        <Outlet />
      </Col>
    </Row>
  );
}
