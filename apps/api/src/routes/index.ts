import type { Router } from '../http/router';
import { registerAccountRoutes } from '../account/routes';
import { registerAccessTokenRoutes } from '../app-tokens/routes';
import { registerGroupRoutes } from '../groups/routes';
import { registerInviteRoutes } from '../invites/routes';
import { registerMemberRoutes } from '../members/routes';
import { registerProductRoutes } from '../products/routes';
import { registerRoleRoutes } from '../roles/routes';

/** The product API under /api. */
export function registerProductApi(app: Router) {
  registerAccountRoutes(app);
  registerAccessTokenRoutes(app);
  registerGroupRoutes(app);
  registerRoleRoutes(app);
  registerMemberRoutes(app);
  registerInviteRoutes(app);
  registerProductRoutes(app);
}
