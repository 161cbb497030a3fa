import type { Router } from '../http/router';
import { registerAccessTokenRoutes } from './access-token';
import { registerAccountRoutes } from './account';
import { registerGroupRoutes } from './groups';
import { registerInviteRoutes } from './invites';
import { registerMemberRoutes } from './members';
import { registerProductRoutes } from '../products/routes';

/** The product API under /api. */
export function registerProductApi(app: Router) {
  registerAccountRoutes(app);
  registerAccessTokenRoutes(app);
  registerGroupRoutes(app);
  registerMemberRoutes(app);
  registerInviteRoutes(app);
  registerProductRoutes(app);
}
