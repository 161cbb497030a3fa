// Turns a remote's route area into a single-spa parcel that renders in its own React root with
// the page's shared QueryClient, antd theme, shell services and a router on the page's history.
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useSyncExternalStore, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import { BrowserRouter } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { antdThemeConfig } from './antd-theme';
import type { ParcelProps, RemoteContract, RemoteParcelModule } from './contract';
import { queryClient } from './query-client';
import { ParcelPropsProvider, ShellServicesProvider } from './shell-services-context';

export interface RemoteParcelOptions {
  contract: RemoteContract;
  /** The remote's routes; rendered inside a router that follows the page URL. */
  App: ComponentType;
}

function ParcelRoot({ App, props, contract }: { App: ComponentType; props: ParcelProps; contract: RemoteContract }) {
  const { theme } = props.services;
  const resolved = useSyncExternalStore(theme.subscribe, theme.resolved, theme.resolved);
  return (
    <ParcelPropsProvider value={props}>
      <ShellServicesProvider value={props.services}>
        <QueryClientProvider client={queryClient}>
          <ConfigProvider theme={antdThemeConfig(resolved)}>
            <AntdApp component={false}>
              <BrowserRouter>
                <div className="remote-area" data-remote={contract.remote} data-remote-version={contract.version}>
                  <App />
                </div>
              </BrowserRouter>
            </AntdApp>
          </ConfigProvider>
        </QueryClientProvider>
      </ShellServicesProvider>
    </ParcelPropsProvider>
  );
}

export function createRemoteParcel({ contract, App }: RemoteParcelOptions): RemoteParcelModule {
  const lifecycles = singleSpaReact<ParcelProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: (props: ParcelProps) => <ParcelRoot App={App} props={props} contract={contract} />,
    // A render error inside the remote is reported to the shell, which replaces the area with its
    // fallback; the remote itself renders nothing further.
    errorBoundary(error, _info, props) {
      props.emit({ type: 'error', error });
      return <></>;
    },
  });
  return {
    contract,
    parcel: {
      name: `${contract.remote}-area`,
      bootstrap: lifecycles.bootstrap,
      mount: lifecycles.mount,
      unmount: lifecycles.unmount,
      update: lifecycles.update,
    },
  };
}
