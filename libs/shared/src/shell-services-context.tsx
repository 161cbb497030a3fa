import { createContext, useContext } from 'react';
import type { ParcelProps, ShellServices } from './contract';

const ShellServicesContext = createContext<ShellServices | null>(null);
const ParcelPropsContext = createContext<ParcelProps | null>(null);

export const ShellServicesProvider = ShellServicesContext.Provider;
export const ParcelPropsProvider = ParcelPropsContext.Provider;

/** The shell's toast, dialog, navigation and theme services, in the shell and inside any parcel. */
export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices must be used inside the shell or a mounted parcel');
  return services;
}

/** The props the shell mounted this parcel with; null in the shell itself. */
export function useParcelProps(): ParcelProps | null {
  return useContext(ParcelPropsContext);
}
