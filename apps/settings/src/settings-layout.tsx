// The frame of /settings/*: the settings menu beside the child page; on a phone, a one-line picker
// of the settings page above it, so every page starts with its own content instead of the menu.
import { releaseAccessQueryOptions } from '@bullion/api-client';
import { PendingBoundary } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { Col, Grid, Menu, Row, Select } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { menuPages } from './settings-pages';

/** The settings page the URL points at, e.g. `people` for /settings/people?invite=true. */
function selectedKey(pathname: string, pages: readonly { key: string }[]): string | undefined {
  const [, area, page] = pathname.split('/');
  if (area !== 'settings' || !page) return undefined;
  return pages.some(({ key }) => key === page) ? page : undefined;
}

export function SettingsLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md === true;
  const open = (key: string) => navigate(`/settings/${key}`);
  // Releases is listed for platform admins only; until the answer comes (or if it fails) it is not.
  const platformAdmin = useQuery(releaseAccessQueryOptions()).data?.platformAdmin === true;
  const pages = menuPages(platformAdmin);
  const current = selectedKey(pathname, pages);
  return (
    <Row gutter={[24, wide ? 24 : 16]}>
      <Col xs={24} md={8} lg={7} xl={6}>
        <nav aria-label="Settings">
          {wide ? (
            <Menu
              mode="inline"
              items={pages.map(({ key, title }) => ({ key, label: title }))}
              selectedKeys={current ? [current] : []}
              onClick={({ key }) => open(key)}
              style={{ borderInlineEnd: 'none', borderRadius: 8 }}
            />
          ) : (
            <Select
              aria-label="Settings page"
              options={pages.map(({ key, title }) => ({ value: key, label: title }))}
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
