import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../errors/error-boundary';
import { Header } from './header';
import { PreviewBanner } from './preview-banner';
import { Sidebar } from './sidebar';

/** The protected layout: top bar, sidebar (hidden on small screens) and the page area. */
export function ProtectedLayout() {
  const { pathname } = useLocation();
  return (
    <Layout className="shell-layout">
      <Layout.Header className="shell-top">
        <Header />
      </Layout.Header>
      <Layout hasSider>
        <Layout.Sider width={232} breakpoint="lg" collapsedWidth={0} trigger={null} className="shell-sider">
          <Sidebar />
        </Layout.Sider>
        <Layout.Content className="shell-content">
          <PreviewBanner />
          <ErrorBoundary resetKey={pathname}>
            <Outlet />
          </ErrorBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
