// Turns a remote's route area into a single-spa parcel that renders in its own React root with
// the page's shared QueryClient, antd theme, shell services and a router on the page's history.
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import { BrowserRouter } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { antdThemeConfig } from './antd-theme';
import { forgetFailedPageLoads } from './lazy-page';
import { claimOwnChunkErrors } from './own-chunk-errors';
import type { ParcelProps, RemoteContract, RemoteParcelModule, RemoteWidgetName, RemoteWidgetProps } from '@bullion/shared';
import { queryClient } from '@bullion/shared';
import { ParcelPropsProvider, ShellServicesProvider } from '@bullion/shared';

export type RemoteWidgetComponents = { [N in RemoteWidgetName]?: ComponentType<RemoteWidgetProps<N>> };

export interface RemoteParcelOptions {
  contract: RemoteContract;
  /** The remote's routes; rendered inside a router that follows the page URL. */
  App: ComponentType;
  /** Widgets the shell may mount in its dialogs or pages (contracts 1.1, 1.2), with the same providers as the area. */
  widgets?: RemoteWidgetComponents;
  /**
   * Contract 1.4: loads the code of the page a shell path shows (and what it renders first), without
   * rendering; the shell calls it on hover and idle preload, so the click finds the page loaded.
   */
  preload?: (path: string) => Promise<void>;
  /**
   * Contract 1.5: per widget, loads its code without rendering it (a lazyPage's preload); the shell
   * calls the module's preloadWidget(name) at start-up for the widgets its first page shows.
   */
  widgetPreloads?: { [N in RemoteWidgetName]?: () => Promise<unknown> };
}

function ParcelRoot({ props, contract, children }: { props: ParcelProps; contract: RemoteContract; children: ReactNode }) {
  const { theme } = props.services;
  const resolved = useSyncExternalStore(theme.subscribe, theme.resolved, theme.resolved);
  return (
    <ParcelPropsProvider value={props}>
      <ShellServicesProvider value={props.services}>
        <QueryClientProvider client={queryClient}>
          <ConfigProvider theme={antdThemeConfig(resolved)}>
            <BrowserRouter>
              <div className="remote-area" data-remote={contract.remote} data-remote-version={contract.version}>
                {children}
              </div>
            </BrowserRouter>
          </ConfigProvider>
        </QueryClientProvider>
      </ShellServicesProvider>
    </ParcelPropsProvider>
  );
}

/**
 * `prepare` runs before each mount: it loads the code the first render needs (the page of the address,
 * the widget), so that the first render draws it. Rendered before its code is there, a lazy page shows
 * its fallback, and React then holds the content back for up to 300 ms after that fallback (its
 * throttle of Suspense reveals): the dashboard's portfolio card painted ≈ 300 ms after its code had
 * arrived. A failure is left to the render, which shows it (the lazy page throws to the error boundary).
 */
function parcelLifecycles<P extends ParcelProps>(name: string, render: (props: P) => React.ReactElement, prepare?: () => Promise<unknown>) {
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: render,
    // A render error inside the remote is reported to the shell, which replaces the area (or the
    // dialog's content) with its fallback; the remote itself renders nothing further.
    errorBoundary(error, _info, props) {
      props.emit({ type: 'error', error });
      return <></>;
    },
  });
  // A mount is a fresh start (the shell's Retry mounts the parcel again): a page or widget chunk that
  // failed to load before is imported again (lazyPage).
  const mount: typeof lifecycles.mount = async (props) => {
    forgetFailedPageLoads();
    await prepare?.().catch(() => undefined);
    return lifecycles.mount(props);
  };
  return { name, bootstrap: lifecycles.bootstrap, mount, unmount: lifecycles.unmount, update: lifecycles.update };
}

function widgetParcel<N extends RemoteWidgetName>(
  contract: RemoteContract,
  name: N,
  Widget: ComponentType<RemoteWidgetProps<N>>,
  prepare?: () => Promise<unknown>,
) {
  return parcelLifecycles<RemoteWidgetProps<N>>(
    `${contract.remote}-${name}`,
    (props) => (
      <ParcelRoot props={props} contract={contract}>
        <Widget {...props} />
      </ParcelRoot>
    ),
    prepare,
  );
}

type BuiltWidgets = NonNullable<RemoteParcelModule['widgets']>;

function addWidget<N extends RemoteWidgetName>(
  built: BuiltWidgets,
  contract: RemoteContract,
  name: N,
  Widget: ComponentType<RemoteWidgetProps<N>> | undefined,
  prepare?: () => Promise<unknown>,
) {
  if (Widget) (built as { [K in N]?: BuiltWidgets[K] })[name] = widgetParcel(contract, name, Widget, prepare) as BuiltWidgets[N];
}

export function createRemoteParcel({ contract, App, widgets = {}, preload, widgetPreloads }: RemoteParcelOptions): RemoteParcelModule {
  // A page or widget chunk of this remote that fails to load shows the fallback, not a page reload.
  if (typeof window !== 'undefined') claimOwnChunkErrors();
  // Every widget the remote passes, whatever its name (each app bundles this file for itself).
  const builtWidgets: BuiltWidgets = {};
  for (const name of Object.keys(widgets) as RemoteWidgetName[]) {
    addWidget(builtWidgets, contract, name, widgets[name] as ComponentType<RemoteWidgetProps<typeof name>> | undefined, widgetPreloads?.[name]);
  }
  return {
    contract,
    parcel: parcelLifecycles<ParcelProps>(
      `${contract.remote}-area`,
      (props) => (
        <ParcelRoot props={props} contract={contract}>
          <App />
        </ParcelRoot>
      ),
      // The page of the address the area opens on (a hover or idle preload may have loaded it already).
      preload ? () => preload(window.location.pathname) : undefined,
    ),
    widgets: builtWidgets,
    ...(preload ? { preload } : {}),
    ...(widgetPreloads ? { preloadWidget: async (widget: RemoteWidgetName) => void (await widgetPreloads[widget]?.()) } : {}),
  };
}
