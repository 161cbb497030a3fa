// @bullion/contract: every zod schema of the API's requests and answers and every pure domain rule
// (valuation, pricing, line pricing, fine weight, completion, the Form 8300 rule, statuses, password
// rules, permissions). Safe on the server and in the browser: no React, no fetch, no browser globals.
// The API, the browser client, the remotes and the mock API all take their rules from here.
// One line per resource slice.
export * from './common/format';
export * from './common/format-date';
export * from './common/image-url';
export * from './common/permissions';
export * from './inventory/fine-weight';
export * from './inventory/product-defaults';
export * from './account/password';
export * from './common/schemas';
export * from './access-token/schemas';
export * from './auth/schemas';
export * from './account/schemas';
export * from './billing/schemas';
export * from './billing/trial-charge';
export * from './customers/identification';
export * from './customers/lifetime-totals';
export * from './customers/schemas';
export * from './collections/completion';
export * from './collections/schemas';
export * from './datasets/schemas';
export * from './domains/schemas';
export * from './groups/business-identity';
export * from './groups/schemas';
export * from './inventory/schemas';
export * from './inventory/valuation';
export * from './invites/schemas';
export * from './local/schemas';
export * from './members/schemas';
export * from './orders/documents';
export * from './orders/form-8300';
export * from './orders/form-8300-filing';
export * from './orders/line-pricing';
export * from './orders/line-snapshot';
export * from './orders/price-guards';
export * from './orders/refunds';
export * from './orders/schemas';
export * from './orders/status';
export * from './orders/totals';
export * from './price-templates/pricing';
export * from './price-templates/schemas';
export * from './products/schemas';
export * from './releases/names';
export * from './releases/schemas';
export * from './spaces/schemas';
export * from './spots/schemas';
export * from './spots/spot-state';
export * from './subscriptions/schemas';
export * from './subscriptions/trial-landing';
