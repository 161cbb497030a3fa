// The storage spaces part of the mock API. Spaces are kept as records; each read derives the path,
// depth, counts and per-metal holdings from the tree and the mock inventory, as the API does.
import Decimal from 'decimal.js';
import { http, HttpResponse } from 'msw';
import { MOCK_GROUP_ID } from '../groups/fixtures';
import type { InventoryItem, InventoryMetal } from '@bullion/contract';
import { lotFineOzt, SPACE_MAX_DEPTH, SPACES_MAX, spaceDeleteResultSchema, spaceInputSchema, spaceListSchema, spacePatchSchema, spaceSchema, type StorageSpace } from '@bullion/contract';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, notFound, now, presentFields, type MockSlice } from '../http';
import { MOCK_SPACE_IDS, type MockSpaceRecord } from './fixtures';

/** The space and its ancestors, top-level space first; empty for an unknown id. */
function lineage(spaceId: string | null): MockSpaceRecord[] {
  const chain: MockSpaceRecord[] = [];
  let current = spaceId ? mockDb.spaces.find((space) => space.id === spaceId) : undefined;
  while (current && chain.length <= SPACE_MAX_DEPTH) {
    chain.unshift(current);
    const parentId = current.parentId;
    current = parentId ? mockDb.spaces.find((space) => space.id === parentId) : undefined;
  }
  return chain;
}

/** Names from the top-level space down to this one ("Home safe", "Top shelf"). */
export function mockSpacePath(spaceId: string | null): string[] {
  return lineage(spaceId).map((space) => space.name);
}

/** The id and the ids of every location below it. */
export function mockSpaceAndBelow(spaceId: string): Set<string> {
  const ids = new Set([spaceId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const space of mockDb.spaces) {
      if (space.parentId && ids.has(space.parentId) && !ids.has(space.id)) {
        ids.add(space.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Levels of locations below a space (0 for a leaf). */
function heightBelow(spaceId: string): number {
  const children = mockDb.spaces.filter((space) => space.parentId === spaceId);
  return children.length ? 1 + Math.max(...children.map((child) => heightBelow(child.id))) : 0;
}

function withDerived(record: MockSpaceRecord): StorageSpace {
  const ids = mockSpaceAndBelow(record.id);
  const held = mockDb.inventory.filter((item: InventoryItem) => item.status !== 'disposed' && item.spaceId !== null && ids.has(item.spaceId));
  const fine = new Map<InventoryMetal, Decimal>();
  for (const item of held) {
    const lot = lotFineOzt(item);
    if (item.metal && lot) fine.set(item.metal, (fine.get(item.metal) ?? new Decimal(0)).plus(lot));
  }
  const path = mockSpacePath(record.id);
  return {
    ...record,
    depth: path.length,
    path,
    items: held.length,
    pieces: held.reduce((sum, item) => sum + item.quantity, 0),
    holdings: [...fine].map(([metal, ozt]) => ({ metal, fineOzt: ozt.toDecimalPlaces(8).toFixed() })),
  };
}

/** Parents before children, siblings by name (the API's order). */
function orderedSpaces(): StorageSpace[] {
  const result: StorageSpace[] = [];
  const visit = (parentId: string | null) => {
    const children = mockDb.spaces.filter((space) => space.parentId === parentId).sort((a, b) => a.name.localeCompare(b.name));
    for (const child of children) {
      result.push(withDerived(child));
      visit(child.id);
    }
  };
  visit(null);
  return result;
}

/** Why a node named `name` cannot sit under `parentId` at its height (the API's answer), or null when it can. */
function placementProblem(parentId: string | null, name: string, ownHeight: number, movingId?: string) {
  if (parentId && !mockDb.spaces.some((space) => space.id === parentId)) return apiError(400, 'bad_request', 'parentId is not a storage space of the group.');
  if (parentId && movingId && lineage(parentId).some((space) => space.id === movingId)) return apiError(409, 'space_cycle', 'A space cannot be moved inside itself.');
  if (parentId && lineage(parentId).length + 1 + ownHeight > SPACE_MAX_DEPTH) return apiError(409, 'space_too_deep', `Spaces nest at most ${SPACE_MAX_DEPTH} levels deep.`);
  const taken = mockDb.spaces.some((space) => space.id !== movingId && space.parentId === parentId && space.name.toLowerCase() === name.toLowerCase());
  return taken ? apiError(409, 'space_name_taken', `There is already a space named ${name} here.`) : null;
}

export const spaceMocks: MockSlice = {
  handlers: (api) => [
    http.get(`${api}/spaces`, () => HttpResponse.json({ spaces: orderedSpaces() })),
    http.post(`${api}/spaces`, async ({ request }) => {
      const body = spaceInputSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { name, parentId = null, kind = null, notes } = body.data;
      const problem = placementProblem(parentId, name, 0);
      if (problem) return problem;
      if (mockDb.spaces.length >= SPACES_MAX) return apiError(409, 'too_many_spaces', `A group has at most ${SPACES_MAX} spaces and locations.`);
      if (!parentId && !kind) return apiError(400, 'bad_request', 'A top-level space needs a kind.');
      if (parentId && kind) return apiError(400, 'bad_request', 'A location takes the kind of its space.');
      const createdAt = now();
      const record: MockSpaceRecord = { id: nextMockUuid(), groupId: MOCK_GROUP_ID, parentId, name, kind, notes: notes ?? null, version: 1, createdAt, updatedAt: createdAt };
      mockDb.spaces.push(record);
      return HttpResponse.json(withDerived(record), { status: 201 });
    }),
    http.patch(`${api}/spaces/:id`, async ({ params, request }) => {
      const index = mockDb.spaces.findIndex((space) => space.id === params.id);
      const current = mockDb.spaces[index];
      if (!current) return notFound('Storage space');
      const body = spacePatchSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { version, ...fields } = body.data;
      if (version !== undefined && version !== current.version) {
        return apiError(409, 'version_conflict', `The storage space changed since you read it (version ${version}, now ${current.version}). Reload it and apply your change again.`);
      }
      if (fields.parentId !== undefined || fields.name !== undefined) {
        const problem = placementProblem(fields.parentId === undefined ? current.parentId : fields.parentId, fields.name ?? current.name, heightBelow(current.id), current.id);
        if (problem) return problem;
      }
      const next: MockSpaceRecord = { ...current, ...(presentFields(fields) as Partial<MockSpaceRecord>), version: current.version + 1, updatedAt: now() };
      mockDb.spaces[index] = next;
      return HttpResponse.json(withDerived(next));
    }),
    http.delete(`${api}/spaces/:id`, ({ params }) => {
      const current = mockDb.spaces.find((space) => space.id === params.id);
      if (!current) return notFound('Storage space');
      const hasLocations = mockDb.spaces.some((space) => space.parentId === current.id);
      const hasItems = mockDb.inventory.some((item) => item.status !== 'disposed' && item.spaceId === current.id);
      if (hasLocations || hasItems) return apiError(409, 'space_not_empty', 'Only an empty space can be deleted: move its items and locations out first.');
      mockDb.spaces = mockDb.spaces.filter((space) => space.id !== current.id);
      // Disposed items recorded there lose their space.
      mockDb.inventory = mockDb.inventory.map((item) => (item.spaceId === current.id ? { ...item, spaceId: null } : item));
      return HttpResponse.json({ id: current.id });
    }),
  ],
  calls: [
    { method: 'GET', path: '/spaces', schema: spaceListSchema },
    { method: 'POST', path: '/spaces', body: { name: 'Office safe', kind: 'safe' }, schema: spaceSchema },
    { method: 'POST', path: '/spaces', body: { name: 'Bottom shelf', parentId: MOCK_SPACE_IDS.homeSafe }, schema: spaceSchema },
    { method: 'PATCH', path: `/spaces/${MOCK_SPACE_IDS.bankBox}`, body: { name: 'First National box 215', version: 1 }, schema: spaceSchema },
    { method: 'DELETE', path: `/spaces/${MOCK_SPACE_IDS.bottomDrawer}`, schema: spaceDeleteResultSchema },
  ],
};
