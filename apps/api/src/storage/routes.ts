import type { Router } from '../http/router';

/** Supabase-compatible storage under /storage/v1. */
export function registerStorageRoutes(app: Router) {
  void app;
}
