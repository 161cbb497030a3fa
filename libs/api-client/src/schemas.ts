// @bullion/api-client/schemas: the schemas and constants that are safe on the server too (no
// browser code, no React Query, no supabase-js). The API validates requests and responses with
// these same definitions. One line per resource slice.
export * from './auth/password';
export * from './common/schemas';
export * from './access-token/schemas';
export * from './account/schemas';
export * from './billing/schemas';
export * from './customers/schemas';
export * from './collections/completion';
export * from './collections/schemas';
export * from './datasets/schemas';
export * from './domains/schemas';
export * from './groups/schemas';
export * from './inventory/schemas';
export * from './inventory/valuation';
export * from './invites/schemas';
export * from './local/schemas';
export * from './members/schemas';
export * from './orders/form-8300';
export * from './orders/line-pricing';
export * from './orders/schemas';
export * from './orders/status';
export * from './price-templates/pricing';
export * from './price-templates/schemas';
export * from './products/schemas';
export * from './spaces/schemas';
export * from './spots/schemas';
export * from './subscriptions/schemas';
