// Mounts a widget a remote offers (contract 1.1: the catalog's product view and search) inside a
// dialog the shell hosts; the list of remotes says which remote offers it. A remote that is down,
// too old to offer the widget, or that crashes leaves the dialog with the fallback the caller
// passes, so the dialog never breaks the page.
import {
  SHELL_CONTRACT,
  type RemoteEvent,
  type RemoteWidgetInputs,
  type RemoteWidgetName,
  type RemoteWidgetProps,
  type RemoteWidgetResults,
  type ShellServices,
  widgetRemote,
} from '@bullion/shared';
import { Flex, Spin } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { withTimeout, type RemoteLoader } from './remote-loader';

export interface RemoteWidgetHostProps<N extends RemoteWidgetName> {
  widget: N;
  input: RemoteWidgetInputs[N];
  loader: RemoteLoader;
  services: ShellServices;
  close(result?: RemoteWidgetResults[N]): void;
  closeTo(to: string): void;
  /** Shown when the widget cannot be shown. */
  fallback: ReactNode;
  mountParcel?: typeof mountRootParcel;
}

type WidgetState = 'loading' | 'mounted' | 'unavailable';

export function RemoteWidget<N extends RemoteWidgetName>({
  widget,
  input,
  loader,
  services,
  close,
  closeTo,
  fallback,
  mountParcel = mountRootParcel,
}: RemoteWidgetHostProps<N>) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>('loading');
  // The latest callbacks, without remounting the widget when the caller re-renders.
  const callbacks = useRef({ close, closeTo });
  useEffect(() => {
    callbacks.current = { close, closeTo };
  }, [close, closeTo]);
  const inputKey = JSON.stringify(input);
  const remote = widgetRemote(widget);

  useEffect(() => {
    let cancelled = false;
    let parcel: Parcel<RemoteWidgetProps<N>> | null = null;
    const domElement = document.createElement('div');
    setState('loading');

    const fail = (error: unknown) => {
      if (cancelled) return;
      console.error(`[shell] ${remote} widget ${widget} failed`, error);
      setState('unavailable');
      const failed = parcel;
      failed?.mountPromise
        .catch(() => undefined)
        .then(() => (failed.getStatus() === 'MOUNTED' ? failed.unmount() : undefined))
        .catch(() => undefined);
      domElement.remove();
    };

    loader
      .load(remote)
      .then(({ module }) => {
        if (cancelled || !hostRef.current) return;
        const config = module.widgets?.[widget];
        if (!config) {
          fail(new Error(`The ${remote} remote (build ${module.contract.version}) does not offer the ${widget} widget`));
          return;
        }
        hostRef.current.appendChild(domElement);
        const props: RemoteWidgetProps<N> & { domElement: HTMLElement } = {
          domElement,
          contractVersion: SHELL_CONTRACT,
          remote,
          services,
          widget,
          input: JSON.parse(inputKey) as RemoteWidgetInputs[N],
          emit: (event: RemoteEvent) => {
            if (event.type === 'error') fail(event.error);
          },
          close: (result) => callbacks.current.close(result),
          closeTo: (to) => callbacks.current.closeTo(to),
        };
        parcel = mountParcel(config as never, props) as Parcel<RemoteWidgetProps<N>>;
        parcel.loadPromise.catch(fail);
        parcel.bootstrapPromise.catch(fail);
        withTimeout(parcel.mountPromise, loader.timeoutMs, remote).then(() => {
          if (!cancelled) setState((current) => (current === 'loading' ? 'mounted' : current));
        }, fail);
      })
      .catch(fail);

    return () => {
      cancelled = true;
      const mounted = parcel;
      if (mounted) {
        mounted.mountPromise
          .then(() => (mounted.getStatus() === 'MOUNTED' ? mounted.unmount() : undefined))
          .catch(() => undefined)
          .finally(() => domElement.remove());
      } else {
        domElement.remove();
      }
    };
  }, [remote, widget, inputKey, loader, services, mountParcel]);

  return (
    <div data-remote-widget={widget} data-status={state}>
      {state === 'loading' ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin delay={200} />
        </Flex>
      ) : null}
      {state === 'unavailable' ? fallback : null}
      <div ref={hostRef} hidden={state === 'unavailable'} />
    </div>
  );
}
