// Turns a remote's route area into a single-spa parcel that renders in its own React root with
// the page's shared QueryClient, antd theme, shell services and a router on the page's history.
// antd's theme provider is its own chunk, loaded before the first render of an area or an antd
// widget: a plain widget (drawn from design-tokens.css, @bullion/ui/plain) loads no antd at all.
import { QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import { BrowserRouter } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { forgetFailedPageLoads, lazyPage } from './lazy-page';
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
  /**
   * Widgets drawn without antd (@bullion/ui/plain, from design-tokens.css): mounted without antd's
   * theme provider, so the page that shows them loads none of antd's code from this remote. The
   * dashboard's portfolio card is one: it is the dashboard's largest paint.
   */
  plainWidgets?: readonly RemoteWidgetName[];
}

const AntdTheme = lazyPage(() => import('./antd-theme-provider'), (module) => module.ParcelAntdTheme);

function ParcelRoot({ props, contract, antd, children }: { props: ParcelProps; contract: RemoteContract; antd: boolean; children: ReactNode }) {
  const { theme } = props.services;
  const resolved = useSyncExternalStore(theme.subscribe, theme.resolved, theme.resolved);
  const routed = (
    <BrowserRouter>
      <div className="remote-area" data-remote={contract.remote} data-remote-version={contract.version}>
        {children}
      </div>
    </BrowserRouter>
  );
  return (
    <ParcelPropsProvider value={props}>
      <ShellServicesProvider value={props.services}>
        <QueryClientProvider client={queryClient}>{antd ? <AntdTheme resolved={resolved}>{routed}</AntdTheme> : routed}</QueryClientProvider>
      </ShellServicesProvider>
    </ParcelPropsProvider>
  );
}

/** Loads what runs before a render: antd's theme provider when the tree uses antd, and `code`. */
const withTheme = (antd: boolean, code?: () => Promise<unknown>) => () => Promise.all([antd ? AntdTheme.preload() : undefined, code?.()]);

/**
 * `prepare` runs before each mount: it loads the code the first render needs (antd's theme, the page of the address,
 * the widget), so that the first render draws it. Rendered before its code is there, a lazy page shows
 * its fallback, and React then holds the content back for up to 300 ms after that fallback (its
 * throttle of Suspense reveals): the dashboard's portfolio card would paint that long after its code
 * had arrived. A failure is left to the render, which shows it (the lazy page throws to the error boundary).
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
  antd: boolean,
  preloadWidget?: () => Promise<unknown>,
) {
  return parcelLifecycles<RemoteWidgetProps<N>>(
    `${contract.remote}-${name}`,
    (props) => (
      <ParcelRoot props={props} contract={contract} antd={antd}>
        <Widget {...props} />
      </ParcelRoot>
    ),
    withTheme(antd, preloadWidget),
  );
}

type BuiltWidgets = NonNullable<RemoteParcelModule['widgets']>;

function addWidget<N extends RemoteWidgetName>(
  built: BuiltWidgets,
  contract: RemoteContract,
  name: N,
  Widget: ComponentType<RemoteWidgetProps<N>> | undefined,
  antd: boolean,
  preloadWidget?: () => Promise<unknown>,
) {
  if (Widget) (built as { [K in N]?: BuiltWidgets[K] })[name] = widgetParcel(contract, name, Widget, antd, preloadWidget) as BuiltWidgets[N];
}

export function createRemoteParcel({ contract, App, widgets = {}, preload, widgetPreloads, plainWidgets = [] }: RemoteParcelOptions): RemoteParcelModule {
  // A page or widget chunk of this remote that fails to load shows the fallback, not a page reload.
  if (typeof window !== 'undefined') claimOwnChunkErrors();
  // Every widget the remote passes, whatever its name (each app bundles this file for itself).
  const builtWidgets: BuiltWidgets = {};
  for (const name of Object.keys(widgets) as RemoteWidgetName[]) {
    const antd = !plainWidgets.includes(name);
    addWidget(builtWidgets, contract, name, widgets[name] as ComponentType<RemoteWidgetProps<typeof name>> | undefined, antd, widgetPreloads?.[name]);
  }
  const preloadPath = preload && ((path: string) => withTheme(true, () => preload(path))().then(() => undefined));
  return {
    contract,
    parcel: parcelLifecycles<ParcelProps>(
      `${contract.remote}-area`,
      (props) => (
        <ParcelRoot props={props} contract={contract} antd>
          <App />
        </ParcelRoot>
      ),
      // antd's theme and the page of the address the area opens on (a hover or idle preload may have
      // loaded them already).
      withTheme(true, preload && (() => preload(window.location.pathname))),
    ),
    widgets: builtWidgets,
    ...(preloadPath ? { preload: preloadPath } : {}),
    ...(widgetPreloads
      ? { preloadWidget: async (widget: RemoteWidgetName) => void (await withTheme(!plainWidgets.includes(widget), widgetPreloads[widget])()) }
      : {}),
  };
}
