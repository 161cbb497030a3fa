// Mounts a widget a remote offers (contract 1.1: the catalog's product view and search, in dialogs
// the shell hosts; 1.2: the inventory's portfolio summary, inline on the dashboard); the list of
// remotes says which remote offers it. A remote that is down, too old to offer the widget, or that
// crashes leaves the fallback the caller passes in its place, so the widget never breaks the page;
// a fallback given as a function gets the failure and a retry. As for an area, a load that fails
// fast is first tried once more by itself, from a fresh manifest and entry.
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
import { PlainLoadingState } from '@bullion/ui/plain';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { RETRIED_BY_ITSELF, toRemoteFailure, type RemoteFailure } from './remote-failure';
import { reportRemoteFailure } from './releases';
import { RemoteLoadError, withTimeout, type RemoteLoader } from './remote-loader';

/** Why the widget is not shown, and a way to load it again (from a fresh copy of the remote). */
export interface WidgetFailure extends RemoteFailure {
  retry(): void;
}

export interface RemoteWidgetHostProps<N extends RemoteWidgetName> {
  widget: N;
  input: RemoteWidgetInputs[N];
  loader: RemoteLoader;
  services: ShellServices;
  close(result?: RemoteWidgetResults[N]): void;
  closeTo(to: string): void;
  /** Shown when the widget cannot be shown. */
  fallback: ReactNode | ((failure: WidgetFailure) => ReactNode);
  /** Shown while the remote loads; default a spinner. */
  loading?: ReactNode;
  /** The widget names what it shows (usePageTitle): for a page that is only this widget. */
  onTitle?(title: string): void;
  /** Once the widget has mounted, or its fallback shows (a page can then draw what it put after it). */
  onSettled?(status: 'mounted' | 'unavailable'): void;
  mountParcel?: typeof mountRootParcel;
}

type WidgetState = { status: 'loading' } | { status: 'mounted' } | ({ status: 'unavailable' } & RemoteFailure);

export function RemoteWidget<N extends RemoteWidgetName>({
  widget,
  input,
  loader,
  services,
  close,
  closeTo,
  fallback,
  loading,
  onTitle,
  onSettled,
  mountParcel = mountRootParcel,
}: RemoteWidgetHostProps<N>) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retriedByItself = useRef(false);
  // The latest callbacks, without remounting the widget when the caller re-renders.
  const callbacks = useRef({ close, closeTo, onTitle, onSettled });
  useEffect(() => {
    callbacks.current = { close, closeTo, onTitle, onSettled };
  }, [close, closeTo, onTitle, onSettled]);
  useEffect(() => {
    if (state.status !== 'loading') callbacks.current.onSettled?.(state.status);
  }, [state.status]);
  const inputKey = JSON.stringify(input);
  const remote = widgetRemote(widget);
  // A preview applied or dropped (sign-in, another group) loads the widget again from its manifest.
  const manifestUrl = useSyncExternalStore(loader.subscribe, () => loader.manifestUrl(remote));

  useEffect(() => {
    let cancelled = false;
    let parcel: Parcel<RemoteWidgetProps<N>> | null = null;
    const domElement = document.createElement('div');
    setState({ status: 'loading' });

    // As in an area: a failure once the remote has loaded is the release's, reported once.
    let loadedFrom: string | null = null;
    const fail = (error: unknown) => {
      if (cancelled) return;
      console.error(`[shell] ${remote} widget ${widget} failed`, error);
      const failure = toRemoteFailure(error, `The ${widget} widget`);
      if (loadedFrom !== null) reportRemoteFailure(remote, loadedFrom, failure.reason);
      loadedFrom = null;
      if (!parcel && !retriedByItself.current && RETRIED_BY_ITSELF.includes(failure.reason)) {
        retriedByItself.current = true;
        loader.reset(remote);
        setAttempt((value) => value + 1);
        return;
      }
      setState({ status: 'unavailable', ...failure });
      const failed = parcel;
      failed?.mountPromise
        .catch(() => undefined)
        .then(() => (failed.getStatus() === 'MOUNTED' ? failed.unmount() : undefined))
        .catch(() => undefined);
      domElement.remove();
    };

    loader
      .load(remote)
      .then(({ module, manifestUrl: from }) => {
        if (cancelled || !hostRef.current) return;
        loadedFrom = from;
        const config = module.widgets?.[widget];
        if (!config) {
          fail(new RemoteLoadError('invalid', `The ${remote} remote (build ${module.contract.version}) does not offer the ${widget} widget.`));
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
            if (event.type === 'error') {
              // As in an area: a widget chunk the browser refused is a changed release.
              const refusal = loader.explainChunkFailure(remote, event.error);
              if (refusal) void refusal.then((explained) => fail(explained ?? event.error));
              else fail(event.error);
            }
            else if (event.type === 'title') callbacks.current.onTitle?.(event.title);
          },
          close: (result) => callbacks.current.close(result),
          closeTo: (to) => callbacks.current.closeTo(to),
        };
        parcel = mountParcel(config as never, props) as Parcel<RemoteWidgetProps<N>>;
        parcel.loadPromise.catch(fail);
        parcel.bootstrapPromise.catch(fail);
        withTimeout(parcel.mountPromise, loader.timeoutMs, remote).then(() => {
          if (!cancelled) setState((current) => (current.status === 'loading' ? { status: 'mounted' } : current));
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
  }, [remote, widget, inputKey, loader, services, mountParcel, attempt, manifestUrl]);

  const retry = () => {
    loader.reset(remote);
    setAttempt((value) => value + 1);
  };

  return (
    <div className="remote-widget" data-remote-widget={widget} data-status={state.status} aria-busy={state.status === 'loading'}>
      {/* Hidden by CSS (styles.css) as soon as the widget has drawn something, in the same frame:
          never both on screen, so what follows the widget does not jump down and back up. */}
      {state.status === 'loading' ? (
        <div className="remote-widget-loading">
          {loading ?? (
            <PlainLoadingState layout="spin" label="Loading" delay={200} />
          )}
        </div>
      ) : null}
      {state.status === 'unavailable' ? (typeof fallback === 'function' ? fallback({ reason: state.reason, message: state.message, retry }) : fallback) : null}
      <div ref={hostRef} className="remote-widget-host" hidden={state.status === 'unavailable'} />
    </div>
  );
}
