// Mounts a single-spa parcel (a remote's area or widget) into this React tree, as the shell does.
import { useEffect, useRef } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';

export interface ParcelMountProps<P extends object> {
  config: ParcelConfig<P>;
  props: P;
  /** Changes of this key remount the parcel (props are read when it mounts). */
  mountKey?: string;
  onError(error: unknown): void;
}

export function ParcelMount<P extends object>({ config, props, mountKey = '', onError }: ParcelMountProps<P>) {
  const hostRef = useRef<HTMLDivElement>(null);
  // The latest props and callback, without remounting the parcel when the host re-renders.
  const latest = useRef({ props, onError });
  useEffect(() => {
    latest.current = { props, onError };
  }, [props, onError]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const domElement = document.createElement('div');
    host.appendChild(domElement);
    const parcel = mountRootParcel(config as ParcelConfig, { ...latest.current.props, domElement });
    const fail = (error: unknown) => latest.current.onError(error);
    parcel.loadPromise.catch(fail);
    parcel.bootstrapPromise.catch(fail);
    parcel.mountPromise.catch(fail);
    return () => {
      parcel.mountPromise
        .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
        .catch(() => undefined)
        .finally(() => domElement.remove());
    };
  }, [config, mountKey]);

  return <div ref={hostRef} />;
}
