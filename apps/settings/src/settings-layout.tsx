// The frame of /settings/*: the settings menu beside the child page; on a phone, a one-line picker
// of the settings page above it, so every page starts with its own content instead of the menu.
import { PendingBoundary } from '@bullion/shared';
import { Col, Grid, Menu, Row, Select } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SETTINGS_PAGES } from './settings-pages';

const MENU_ITEMS = SETTINGS_PAGES.map(({ key, title }) => ({ key, label: title }));
const PICKER_OPTIONS = SETTINGS_PAGES.map(({ key, title }) => ({ value: key, label: title }));

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
  const wide = Grid.useBreakpoint().md === true;
  const open = (key: string) => navigate(`/settings/${key}`);
  return (
    <Row gutter={[24, wide ? 24 : 16]}>
      <Col xs={24} md={8} lg={7} xl={6}>
        <nav aria-label="Settings">
          {wide ? (
            <Menu
              mode="inline"
              items={MENU_ITEMS}
              selectedKeys={current ? [current] : []}
              onClick={({ key }) => open(key)}
              style={{ borderInlineEnd: 'none', borderRadius: 8 }}
            />
          ) : (
            <Select
              aria-label="Settings page"
              options={PICKER_OPTIONS}
              value={current}
              placeholder="Settings"
              onChange={open}
              size="large"
              style={{ width: '100%' }}
            />
          )}
        </nav>
      </Col>
      <Col xs={24} md={16} lg={17} xl={18}>
        {/* The pages load when first shown (app.tsx): the menu stays while one loads. */}
        <PendingBoundary>
          <Outlet />
        </PendingBoundary>
      </Col>
    </Row>
  );
}
