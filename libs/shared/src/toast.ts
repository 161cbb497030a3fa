import { toast } from 'sonner';
import type { ToastService } from './contract';

/** Toasts go through the one sonner instance the shell renders its Toaster for. */
export const toastService: ToastService = {
  show(kind, message, options) {
    return toast[kind](message, options);
  },
  dismiss(id) {
    toast.dismiss(id);
  },
};
