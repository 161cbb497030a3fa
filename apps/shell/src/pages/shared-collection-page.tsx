// /shared/collections/{token}: a collection's read-only share link, for anyone, with or without a
// session (outside the guard, like /invite/{code}). The shell gives the public frame; the content is
// the inventory remote's shared-collection widget (contract 1.3), so collections stay the inventory
// team's to change and deploy. When that remote is down or older than the widget, the page says so
// with Retry.
import { APP_TITLE, type ShellServices } from '@bullion/shared';
import { LoadingState } from '@bullion/ui';
import { Card, Flex, theme } from 'antd';
import { useCallback, useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import type { mountRootParcel } from 'single-spa';
import { RemoteFailureView } from '../federation/remote-failure';
import type { RemoteLoader } from '../federation/remote-loader';
import { RemoteWidget } from '../federation/remote-widget';
import { shellServices } from '../services';
import { useShell } from '../shell-context';
import './auth/public-page.css';

/** Names the page in its failure messages: "Shared collection is unavailable right now". */
export const SHARED_COLLECTION_LABEL = 'Shared collection';

const closeNothing = () => undefined;
const setDocumentTitle = (title: string) => {
  document.title = `${title} · ${APP_TITLE}`;
};

export interface SharedCollectionViewProps {
  token: string;
  loader: RemoteLoader;
  services: ShellServices;
  mountParcel?: typeof mountRootParcel;
}

/** The frame and the widget, given the remote loader (the page takes it from the shell). */
export function SharedCollectionFrame({ token, loader, services, mountParcel }: SharedCollectionViewProps) {
  const { token: design } = theme.useToken();
  const input = useMemo(() => ({ token }), [token]);
  const closeTo = useCallback((to: string) => services.navigation.navigate(to), [services]);
  useEffect(() => setDocumentTitle(SHARED_COLLECTION_LABEL), [token]);

  return (
    <Flex className="public-page" vertical align="center" gap={20} style={{ fontFamily: design.fontFamily, fontSize: design.fontSize, color: design.colorText }}>
      <Link to="/" className="public-brand" aria-label="Bullion Desk home" style={{ color: design.colorText }}>
        <span className="public-brand-mark" aria-hidden>
          ◆
        </span>
        <span>Bullion Desk</span>
      </Link>
      <main style={{ width: '100%', maxWidth: 1080 }}>
        <RemoteWidget
          widget="shared-collection"
          input={input}
          loader={loader}
          services={services}
          mountParcel={mountParcel}
          // Inline: nothing to close; a link out of it is a navigation.
          close={closeNothing}
          closeTo={closeTo}
          onTitle={setDocumentTitle}
          loading={
            <LoadingState label="Loading the shared collection" avatar={{ shape: 'square', size: 96 }} rows={4} />
          }
          fallback={(failure) => (
            <Card data-testid="shared-collection-fallback">
              <RemoteFailureView label={SHARED_COLLECTION_LABEL} failure={failure} onRetry={failure.retry} />
            </Card>
          )}
        />
      </main>
    </Flex>
  );
}

export function SharedCollectionPage() {
  const { token = '' } = useParams();
  const { loader } = useShell();
  return <SharedCollectionFrame token={token} loader={loader} services={shellServices} />;
}
