// The shell's implementation of the services every parcel receives (contract in @bullion/shared).
import { dialogService, themeService, toastService, type ShellServices } from '@bullion/shared';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let routerNavigate: Navigate | null = null;

/** Called by the shell's router once it exists, so parcels navigate through it. */
export function bindRouterNavigate(navigate: Navigate | null): void {
  routerNavigate = navigate;
}

export const shellServices: ShellServices = {
  toast: toastService,
  dialog: dialogService,
  theme: themeService,
  navigation: {
    navigate(to, options) {
      if (routerNavigate) routerNavigate(to, options);
      else if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
    },
  },
};
