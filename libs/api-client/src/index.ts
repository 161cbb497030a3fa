// Public surface of @bullion/api-client: typed calls, zod schemas and query options for the API.
export { configureApiClient, getApiUrl, type ApiClientConfig } from './config';
export { apiRequest, ApiHttpError, ApiResponseShapeError, APP_TOKEN_HEADER, type RequestOptions } from './http/client';
export { getSupabase, currentAccessToken, AUTH_STORAGE_KEY } from './auth/supabase';
export { accountKeys } from './account/keys';
export { accountQueryOptions, updateAccount } from './account/account';
export { groupKeys } from './groups/keys';
export { groupsQueryOptions, groupQueryOptions, fetchGroups, createGroup, updateGroup } from './groups/groups';
export { requestAccessToken } from './access-token/access-token';
export { spotKeys } from './spots/keys';
export { spotPricesQueryOptions, spotHistoryQueryOptions, SPOT_REFRESH_MS } from './spots/spots';
export { memberKeys } from './members/keys';
export { membersQueryOptions, memberRolesQueryOptions, updateMembers, removeMembers } from './members/members';
export { inviteKeys } from './invites/keys';
export { invitePreviewQueryOptions, invitesQueryOptions, createInvite, acceptInvite } from './invites/invites';
export { demoAccountQueryOptions } from './local/demo-account';
export { datasetsQueryOptions, DATASETS_CACHE_MS } from './datasets/datasets';
export { startTrial } from './subscriptions/subscriptions';
export { productKeys } from './products/keys';
export {
  createProduct,
  deleteProducts,
  exportProducts,
  fetchProduct,
  importProducts,
  normalizeProductListQuery,
  productImageUrl,
  productListQueryOptions,
  productQueryOptions,
  updateProduct,
} from './products/products';
export { productImageProblem, uploadProductImage, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from './products/images';
// The schemas, also importable on their own from '@bullion/api-client/schemas'.
export * from './schemas';

/** Identity marker: one object per loaded copy of this library. */
export const API_CLIENT_MARKER = { lib: '@bullion/api-client' } as const;
