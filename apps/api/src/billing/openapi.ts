// What the billing routes' OpenAPI entries share: their tag and the answers when the provider is
// missing or fails.
import { errorBodySchema } from '../http/errors';
import { BILLING_UNAVAILABLE } from './access';

export const TAGS = ['billing'];

const errorResponse = (description: string) => ({ content: { 'application/json': { schema: errorBodySchema } }, description });

export const unavailableResponse = {
  503: errorResponse(`${BILLING_UNAVAILABLE} Or, for a checkout, the plan's price is not set up at the provider (price_missing).`),
};
export const providerFailedResponse = { 502: errorResponse('The billing provider did not answer as expected (billing_provider_error); try again') };
