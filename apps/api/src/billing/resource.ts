// Billing as one resource of the API (resources.ts): the group's subscription and payments
// (routes.ts), the purchase history (history-routes.ts), the provider's webhooks (webhook-route.ts)
// and the local provider's pages (local/pages.ts).
import type { Resource } from '../http/resource';
import { registerInvoiceRoutes } from './history-routes';
import { registerLocalPages } from './local/pages';
import { registerBillingRoutes } from './routes';
import { registerWebhookRoute, WEBHOOK_BODY_LIMIT, WEBHOOK_PATH } from './webhook-route';

export const billingResource: Resource = {
  register(app) {
    registerBillingRoutes(app);
    registerInvoiceRoutes(app);
    registerWebhookRoute(app);
    registerLocalPages(app);
  },
  bodyLimits: { [WEBHOOK_PATH]: WEBHOOK_BODY_LIMIT },
};
