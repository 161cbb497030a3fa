import type { Router } from '../http/router';

/** The product API under /api. */
export function registerProductApi(app: Router) {
  void app;
}
