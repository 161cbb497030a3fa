// POST /api/billing/webhooks: the billing provider's events (Stripe's, signed with
// STRIPE_WEBHOOK_SECRET; the local provider's own, signed by it). No session: the signature is the
// proof. Each event is applied once (sync.ts); a failure answers 500 so the provider sends it again.
import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../http/errors';
import { errorResponses, jsonResponse, output } from '../http/openapi';
import type { Router } from '../http/router';
import { requireProvider } from './access';
import { WebhookSignatureError } from './provider';
import { TAGS, unavailableResponse } from './openapi';
import { receiveWebhook } from './sync';

export const WEBHOOK_PATH = '/api/billing/webhooks';
/** Stripe's events can be larger than the API's usual 64 KB (an invoice with many lines). */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const receiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() }).meta({ id: 'BillingWebhookReceipt' });

const webhookRoute = createRoute({
  method: 'post',
  path: WEBHOOK_PATH,
  tags: TAGS,
  summary: 'Receives the billing provider’s events (verified by signature, no session)',
  description: [
    'The body is the provider’s event JSON, read as sent: with Stripe, the `Stripe-Signature` header must verify with STRIPE_WEBHOOK_SECRET (docs/billing.md lists the events to subscribe to).',
    'The event names an object (checkout session, subscription, invoice, payment intent); the API fetches it from the provider again and applies its current state, so late, repeated and out-of-order events do no harm.',
    'An event already applied answers duplicate: true. A missing or wrong signature is 400 invalid_signature and changes nothing.',
  ].join(' '),
  responses: { 200: jsonResponse(receiptSchema, 'The event was applied (or had been)'), ...errorResponses(400), ...unavailableResponse },
});

export function registerWebhookRoute(app: Router) {
  app.openapi(webhookRoute, async (c) => {
    const provider = requireProvider(c);
    // The signature covers the exact bytes sent: read the body as text, never re-serialised JSON.
    const payload = await c.req.text();
    try {
      const { duplicate } = await receiveWebhook(c.var.deps, provider, payload, c.req.raw.headers);
      return c.json(output(receiptSchema, { received: true, duplicate }), 200);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new ApiError(400, 'invalid_signature', `The webhook signature did not verify: ${error.message}`);
      if (error instanceof SyntaxError) throw new ApiError(400, 'invalid_json', 'The webhook body is not a valid event.');
      throw error;
    }
  });
}
