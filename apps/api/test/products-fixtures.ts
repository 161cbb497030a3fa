// Shared set-up for the products tests (products-*.test.ts): a team with an admin, a member and a
// viewer and their app tokens, valid product bodies, and direct database reads for "what is stored".
import { appToken, addMember, call, createTeam, signIn, type Actor } from './api-fixtures';
import type { TestApi } from './harness';

export interface ProductTeam {
  teamId: string;
  admin: Actor;
  member: Actor;
  viewer: Actor;
  tokens: { admin: string; member: string; viewer: string };
}

export async function setUpProductTeam(api: TestApi, name: string): Promise<ProductTeam> {
  const admin = await signIn(api, `${name} Admin`);
  const member = await signIn(api, `${name} Member`);
  const viewer = await signIn(api, `${name} Viewer`);
  const teamId = await createTeam(api, admin, name);
  await addMember(api, teamId, member, 'member');
  await addMember(api, teamId, viewer, 'viewer');
  return {
    teamId,
    admin,
    member,
    viewer,
    tokens: {
      admin: await appToken(api, admin, teamId),
      member: await appToken(api, member, teamId),
      viewer: await appToken(api, viewer, teamId),
    },
  };
}

/** A product that passes every rule (metal content = weight × purity). */
export function validProduct(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Test Silver Round 1 oz',
    name: 'Test Silver Round',
    metal: 'silver',
    country: 'USA',
    type: 'round',
    year: 2024,
    weight: 1,
    weightUnit: 'ozt',
    purity: 0.999,
    metalContent: 0.999,
    ...overrides,
  };
}

export async function createProduct(api: TestApi, as: Actor, token: string, body: Record<string, unknown>): Promise<string> {
  const result = await call(api, 'POST', '/api/products', { as, token, body });
  if (result.status !== 201) throw new Error(`create product: ${result.status} ${result.text}`);
  return (result.body as { id: string }).id;
}

/** The stored row, read as the API's own login (no row-level security). */
export async function storedProduct(api: TestApi, id: string) {
  return api.database.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function productCount(api: TestApi, groupId: string): Promise<number> {
  const row = await api.database.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface Page<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}

export type PartialRow = { id: string; title: string; groupId: string | null; obverseImage: string | null };
