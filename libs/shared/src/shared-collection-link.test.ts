import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SHARED_COLLECTION_ROUTE, sharedCollectionPath, sharedCollectionUrl } from './shared-collection-link';

describe('share links of collections', () => {
  it('builds the address the shell route answers, with the token as it was given', () => {
    const token = 'mockShareToken_gold-coins-of-the-world_0001';
    const path = sharedCollectionPath(token);
    expect(path).toBe(`/shared/collections/${token}`);
    expect(matchPath(SHARED_COLLECTION_ROUTE, path)?.params.token).toBe(token);
  });

  it('puts the page origin in front, without a doubled slash', () => {
    expect(sharedCollectionUrl('abc', 'https://desk.example/')).toBe('https://desk.example/shared/collections/abc');
    expect(sharedCollectionUrl('abc')).toBe(`${window.location.origin}/shared/collections/abc`);
  });
});
