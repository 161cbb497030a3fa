// The hash dialogs the shell hosts, in the standalone host's simpler form (confirm, info and prompt
// come from the shared DialogHost). The catalog's widgets (#product, #search) are mounted from
// the remote's own module when it offers them; other hash dialogs belong to the shell and only say so.
import { Alert, Modal, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { settleCatalogSearch, useCatalogSearchRequest } from '@bullion/shared';
import type { CatalogSelection, ParcelProps, RemoteParcelModule, RemoteWidgetName, RemoteWidgetProps } from '@bullion/shared';
import { openedInApp, parseHashDialog, settleTitleDesc } from '@bullion/shared';
import { widgetRemote } from '@bullion/shared';
import { ParcelMount } from './parcel-mount';

function WidgetMount<N extends RemoteWidgetName>({
  module,
  widget,
  props,
  close,
  closeTo,
}: {
  module: RemoteParcelModule;
  widget: N;
  props: Omit<RemoteWidgetProps<N>, 'close' | 'closeTo' | 'emit' | 'widget'>;
  close: RemoteWidgetProps<N>['close'];
  closeTo: RemoteWidgetProps<N>['closeTo'];
}) {
  const [failed, setFailed] = useState(false);
  const config = module.widgets?.[widget];
  const widgetProps = useMemo(
    () => ({ ...props, widget, close, closeTo, emit: (event: Parameters<ParcelProps['emit']>[0]) => (event.type === 'error' ? setFailed(true) : undefined) }),
    [props, widget, close, closeTo],
  );
  if (!config) {
    return <Alert type="info" showIcon title={`The ${widget} widget belongs to the ${widgetRemote(widget)} remote`} description="Standalone, only this remote's own widgets are available; run the shell (npm run dev) to see the others." />;
  }
  if (failed) return <Alert type="error" showIcon title={`The ${widget} widget stopped with an error`} description="See the console." />;
  return <ParcelMount config={config as never} props={widgetProps as never} mountKey={JSON.stringify(props.input)} onError={() => setFailed(true)} />;
}

/** #product:{id}, #search and the shell's other hash dialogs. */
export function StandaloneHashDialogs({ module, parcelProps }: { module: RemoteParcelModule; parcelProps: ParcelProps }) {
  const location = useLocation();
  const navigate = useNavigate();
  const parsed = parseHashDialog(location.hash);
  const pendingSearch = useCatalogSearchRequest((state) => state.pending);
  const isSearch = parsed?.name === 'search';

  const close = useCallback(() => {
    if (openedInApp(location.state)) navigate(-1);
    else navigate(`${location.pathname}${location.search}`, { replace: true });
  }, [location, navigate]);
  const closeTo = useCallback((to: string) => navigate(to, { replace: true }), [navigate]);
  const closeSearch = useCallback(
    (selection?: CatalogSelection | null) => {
      settleCatalogSearch(selection ?? null);
      close();
    },
    [close],
  );

  // Closed any other way (Back, another page): a waiting caller gets null, as in the shell.
  useEffect(() => {
    if (!isSearch) settleCatalogSearch(null);
    if (parsed?.name !== 'title-desc') settleTitleDesc(null);
  }, [isSearch, parsed?.name]);

  const productInput = useMemo(() => ({ productId: parsed?.name === 'product' ? parsed.productId : '' }), [parsed]);
  const searchInput = useMemo(() => pendingSearch?.request ?? {}, [pendingSearch]);
  const productProps = useMemo(() => ({ ...parcelProps, input: productInput }), [parcelProps, productInput]);
  const searchProps = useMemo(() => ({ ...parcelProps, input: searchInput }), [parcelProps, searchInput]);

  if (!parsed) return null;
  if (parsed.name === 'product') {
    return (
      <Modal open footer={null} closable={false} title={<span style={{ position: "absolute", clip: "rect(0 0 0 0)" }}>Product</span>} onCancel={close} width={880} destroyOnHidden>
        <WidgetMount module={module} widget="product-view" props={productProps} close={close} closeTo={closeTo} />
      </Modal>
    );
  }
  if (parsed.name === 'search') {
    return (
      <Modal open footer={null} title="Catalog search" onCancel={() => closeSearch(null)} width={720} destroyOnHidden>
        <WidgetMount module={module} widget="catalog-search" props={searchProps} close={closeSearch} closeTo={closeTo} />
      </Modal>
    );
  }
  return (
    <Modal open title={`#${parsed.name}`} onOk={close} onCancel={close} cancelButtonProps={{ style: { display: 'none' } }}>
      <Typography.Paragraph>The shell hosts this dialog; it is not part of the standalone host. Run the shell (npm run dev) to see it.</Typography.Paragraph>
    </Modal>
  );
}
