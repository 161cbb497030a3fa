// Mounts one remote's route area as a single-spa parcel and keeps its failures inside the area:
// unreachable, slow, refused (contract) or crashing remotes show a fallback with Retry.
//
// The spec's "after a failed dynamic page load, the page reloads once", for a remote area: a load
// that fails fast (the remote cannot be reached, or its manifest or entry is broken, as during a
// redeploy) is tried once more by itself, with a fresh manifest and entry address, before the
// fallback shows; the page itself is never reloaded (nothing the user typed elsewhere is lost), and
// there is one automatic attempt per visit to the area, never a loop. A load that timed out has
// already made the user wait, and a contract refusal or a crash would fail the same way again: those
// show the fallback at once. The loading message follows the router's pending rule: shown only after
// PENDING_DELAY_MS, then kept at least PENDING_MIN_DISPLAY_MS.
import type { ParcelProps, RemoteEvent, RemoteName, ShellServices } from '@bullion/shared';
import { APP_TITLE, REMOTES, SHELL_CONTRACT, usePendingVisible, type PendingTimings } from '@bullion/shared';
import { PlainLoadingState } from '@bullion/ui/plain';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { RemoteFailureView, RETRIED_BY_ITSELF, toRemoteFailure, type RemoteFailure } from './remote-failure';
import { reportRemoteFailure } from './releases';
import { withTimeout, type RemoteLoader } from './remote-loader';

type AreaState = { status: 'loading' } | { status: 'mounted' } | ({ status: 'failed' } & RemoteFailure);

export interface RemoteAreaProps {
  remote: RemoteName;
  /** Names the area in its loading and failure messages; default the remote's label in the list. */
  label?: string;
  loader: RemoteLoader;
  services: ShellServices;
  /** Mounting is injectable for tests; the default is single-spa's. */
  mountParcel?: typeof mountRootParcel;
  /** When the loading message shows (default: the router's pending delay and minimum display). */
  pendingTimings?: PendingTimings;
}

function toFailure(error: unknown, remote: RemoteName): Extract<AreaState, { status: 'failed' }> {
  return { status: 'failed', ...toRemoteFailure(error, `The ${remote} area`) };
}

export function RemoteArea({ remote, label = REMOTES[remote].label, loader, services, mountParcel = mountRootParcel, pendingTimings }: RemoteAreaProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<AreaState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retriedByItself = useRef(false);
  const showLoading = usePendingVisible(state.status === 'loading', pendingTimings);
  const labelRef = useRef(label);
  labelRef.current = label;
  // A preview applied or dropped (sign-in, another group) loads the area again from its manifest.
  const manifestUrl = useSyncExternalStore(loader.subscribe, () => loader.manifestUrl(remote));

  // The area's name as the browser title until its page says more (the product's title, …).
  useEffect(() => {
    document.title = `${labelRef.current} · ${APP_TITLE}`;
  }, [remote]);

  useEffect(() => {
    let cancelled = false;
    let parcel: Parcel<ParcelProps> | null = null;
    const domElement = document.createElement('div');
    domElement.className = 'remote-area-root';
    setState({ status: 'loading' });

    // The manifest the remote loaded from, once it has: a failure from then on is the release's, reported
    // once (the loader reports the load itself).
    let loadedFrom: string | null = null;
    const fail = (error: unknown) => {
      if (cancelled) return;
      console.error(`[shell] ${remote} area failed`, error);
      const failure = toFailure(error, remote);
      if (loadedFrom !== null) reportRemoteFailure(remote, loadedFrom, failure.reason);
      loadedFrom = null;
      if (!parcel && !retriedByItself.current && RETRIED_BY_ITSELF.includes(failure.reason)) {
        retriedByItself.current = true;
        loader.reset(remote);
        setAttempt((value) => value + 1);
        return;
      }
      setState(failure);
      const failed = parcel;
      // A parcel that fails while still mounting is unmounted as soon as its mount settles.
      failed?.mountPromise
        .catch(() => undefined)
        .then(() => (failed.getStatus() === 'MOUNTED' ? failed.unmount() : undefined))
        .catch(() => undefined);
      domElement.remove();
    };

    // A page chunk of the mounted remote that the browser refused (its hash, pinned through the
    // manifest) is a changed release, not a crash: the loader checks the chunks before it is shown.
    const failReported = (error: unknown) => {
      const refusal = loader.explainChunkFailure(remote, error);
      if (refusal) void refusal.then((explained) => fail(explained ?? error));
      else fail(error);
    };

    const emit = (event: RemoteEvent) => {
      if (event.type === 'error') failReported(event.error);
      if (event.type === 'title' && !cancelled) document.title = `${event.title} · ${APP_TITLE}`;
    };

    loader
      .load(remote)
      .then(({ module, manifestUrl: from }) => {
        if (cancelled || !hostRef.current) return;
        loadedFrom = from;
        hostRef.current.appendChild(domElement);
        const props: ParcelProps & { domElement: HTMLElement } = {
          domElement,
          contractVersion: SHELL_CONTRACT,
          remote,
          services,
          emit,
        };
        parcel = mountParcel(module.parcel, props);
        // single-spa rejects these when a lifecycle throws; unhandled they would escape the area.
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
  }, [remote, loader, services, mountParcel, attempt, manifestUrl]);

  const retry = () => {
    loader.reset(remote);
    setAttempt((value) => value + 1);
  };

  return (
    <section className="remote-area-host" data-remote-area={remote} data-status={state.status} aria-busy={state.status === 'loading'}>
      {showLoading ? (
        <PlainLoadingState layout="spin" label={`Loading ${label}…`} tip={`Loading ${label}…`} style={{ padding: 48 }} />
      ) : null}
      {state.status === 'failed' ? (
        <RemoteFailureView label={label} failure={state} onRetry={retry} />
      ) : null}
      <div ref={hostRef} hidden={state.status === 'failed'} />
    </section>
  );
}
