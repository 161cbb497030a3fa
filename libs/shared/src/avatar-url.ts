/**
 * An avatar address that changes when the store's cacheId does (spec section 4: after a group update
 * the avatar cache is refreshed), so a replaced picture shows at once wherever it is drawn.
 */
export function cachedAvatarUrl(url: string | null | undefined, cacheId: number): string | undefined {
  if (!url) return undefined;
  return `${url}${url.includes('?') ? '&' : '?'}v=${cacheId}`;
}
