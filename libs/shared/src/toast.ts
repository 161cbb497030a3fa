// Toasts go through the one sonner instance whose <Toaster> the host renders (@bullion/ui/toaster).
// sonner loads with the first toast, not with every first page: a toast
// asks for the Toaster (useToasterWanted), and is handed to sonner once the Toaster is mounted, so
// nothing shown before is lost. Ids are given here, so `show` can answer at once.
import type * as SonnerModule from 'sonner';
import { create } from 'zustand';
import type { ToastService } from './contract';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | null = null;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let lastId = 0;

/** True once a toast was asked for: the host then renders its Toaster (loaded on demand). */
export const useToasterWanted = create<{ wanted: boolean }>(() => ({ wanted: false }));

/** sonner, loaded once. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** Called by the host's Toaster once it is mounted: toasts asked for until then are shown now. */
export function toasterMounted(): void {
  markMounted();
}

function withSonner(run: (module: Sonner) => void): void {
  void Promise.all([loadSonner(), mounted]).then(([module]) => run(module));
}

export const toastService: ToastService = {
  show(kind, message, options) {
    const id = options?.id ?? `toast-${(lastId += 1)}`;
    if (!useToasterWanted.getState().wanted) useToasterWanted.setState({ wanted: true });
    withSonner(({ toast }) => toast[kind](message, { ...options, id }));
    return id;
  },
  dismiss(id) {
    // Nothing to dismiss before the first toast.
    if (!sonner) return;
    withSonner(({ toast }) => toast.dismiss(id));
  },
};
