import type { Router } from '../http/router';

/** Supabase-compatible auth under /auth/v1. */
export function registerAuthRoutes(app: Router) {
  void app;
}
