// An in-memory mock of the storage-space and inventory routes this remote's drawer and space pages
// call (GET/POST/PATCH/DELETE /spaces, GET/POST/PATCH /inventory, POST /inventory/move), for its
// stories and, as fallbacks, its standalone page until the api-client's own slices answer them.
// Requests are parsed with the contract's schemas and answers built to parse with its response schemas.
import {
  fineWeightOzt,
  inventoryItemInputSchema,
  inventoryItemPatchSchema,
  inventoryListQuerySchema,
  inventoryMoveBodySchema,
  lotFineOzt,
  SPACE_MAX_DEPTH,
  spaceInputSchema,
  spacePatchSchema,
  sumDecimals,
  type InventoryItem,
  type StorageSpace,
} from '@bullion/api-client';
import { apiError, invalid, jsonBody, MOCK_API_URL, MOCK_GROUP_ID } from '@bullion/api-client/mocks';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { spaceRow, type SpaceRow } from './spaces-fixtures';

export interface SpacesMockData {
  spaces: SpaceRow[];
  items: InventoryItem[];
}

const HELD = new Set(['drawer', 'stock']);
const stamp = () => new Date().toISOString();
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** A mock API over its own copy of `seed()`; `reset()` puts the seed back (a story's loader calls it). */
export function createSpacesMockApi(seed: () => SpacesMockData) {
  let data = seed();
  let nextId = 1;
  const newId = () => `7e000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

  const rowOf = (id: string | null | undefined) => data.spaces.find((space) => space.id === id);
  const ancestry = (row: SpaceRow): SpaceRow[] => {
    const chain = [row];
    for (let parent = rowOf(row.parentId); parent && chain.length <= SPACE_MAX_DEPTH; parent = rowOf(parent.parentId)) chain.unshift(parent);
    return chain;
  };
  const subtreeIds = (id: string): Set<string> => {
    const ids = new Set([id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const space of data.spaces) {
        if (space.parentId && ids.has(space.parentId) && !ids.has(space.id)) {
          ids.add(space.id);
          grew = true;
        }
      }
    }
    return ids;
  };
  const height = (id: string): number => 1 + Math.max(0, ...data.spaces.filter((space) => space.parentId === id).map((space) => height(space.id)));
  const held = () => data.items.filter((item) => HELD.has(item.status));

  const toSpace = (row: SpaceRow): StorageSpace => {
    const chain = ancestry(row);
    const ids = subtreeIds(row.id);
    const here = held().filter((item) => item.spaceId && ids.has(item.spaceId));
    const metals = [...new Set(here.flatMap((item) => (item.metal && item.fineWeightOzt ? [item.metal] : [])))];
    return {
      ...row,
      groupId: MOCK_GROUP_ID,
      depth: chain.length,
      path: chain.map((space) => space.name),
      items: here.length,
      pieces: here.reduce((sum, item) => sum + item.quantity, 0),
      holdings: metals.map((metal) => ({ metal, fineOzt: sumDecimals(here.filter((item) => item.metal === metal).map((item) => lotFineOzt(item))).toFixed() })),
    };
  };
  /** Parents before children, each level by name (as GET /spaces answers). */
  const listSpaces = (): StorageSpace[] => {
    const walk = (parentId: string | null): SpaceRow[] => data.spaces.filter((space) => space.parentId === parentId).sort(byName).flatMap((space) => [space, ...walk(space.id)]);
    return walk(null).map(toSpace);
  };
  const withPath = (item: InventoryItem): InventoryItem => {
    const row = rowOf(item.spaceId);
    return { ...item, spacePath: row ? ancestry(row).map((space) => space.name) : [] };
  };
  const versionConflict = () => apiError(409, 'version_conflict', 'Someone changed this since you opened it. Reload to see the latest version.');

  const handlers = (api: string = MOCK_API_URL): HttpHandler[] => [
    http.get(`${api}/spaces`, () => HttpResponse.json({ spaces: listSpaces() })),

    http.post(`${api}/spaces`, async ({ request }) => {
      const body = spaceInputSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { name, parentId = null, kind = null, notes } = body.data;
      const parent = rowOf(parentId);
      if (parentId && !parent) return apiError(404, 'not_found', 'Storage space not found.');
      if (parent && ancestry(parent).length >= SPACE_MAX_DEPTH) return apiError(400, 'too_deep', `Spaces nest at most ${SPACE_MAX_DEPTH} levels.`);
      if (!parent && !kind) return apiError(400, 'validation_failed', 'A top-level space needs a kind.');
      const row = spaceRow({ id: newId(), parentId, name, kind: parent ? null : kind, notes, createdAt: stamp(), updatedAt: stamp() });
      data.spaces.push(row);
      return HttpResponse.json(toSpace(row), { status: 201 });
    }),

    http.patch(`${api}/spaces/:id`, async ({ params, request }) => {
      const row = rowOf(String(params.id));
      if (!row) return apiError(404, 'not_found', 'Storage space not found.');
      const body = spacePatchSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { version, parentId, kind, notes, name } = body.data;
      if (version !== undefined && version !== row.version) return versionConflict();
      const nextParentId = parentId === undefined ? row.parentId : parentId;
      if (nextParentId !== row.parentId) {
        const parent = rowOf(nextParentId);
        if (nextParentId && !parent) return apiError(404, 'not_found', 'Storage space not found.');
        if (parent && subtreeIds(row.id).has(parent.id)) return apiError(400, 'validation_failed', 'A space cannot move inside itself.');
        if (parent && ancestry(parent).length + height(row.id) > SPACE_MAX_DEPTH) return apiError(400, 'too_deep', `Spaces nest at most ${SPACE_MAX_DEPTH} levels.`);
      }
      const nextKind = nextParentId ? null : (kind ?? row.kind);
      if (!nextParentId && !nextKind) return apiError(400, 'validation_failed', 'A top-level space needs a kind.');
      Object.assign(row, {
        parentId: nextParentId,
        kind: nextKind,
        name: name ?? row.name,
        notes: notes === undefined ? row.notes : notes,
        version: row.version + 1,
        updatedAt: stamp(),
      });
      return HttpResponse.json(toSpace(row));
    }),

    http.delete(`${api}/spaces/:id`, ({ params }) => {
      const row = rowOf(String(params.id));
      if (!row) return apiError(404, 'not_found', 'Storage space not found.');
      const space = toSpace(row);
      const locations = data.spaces.filter((each) => each.parentId === row.id).length;
      if (space.items || locations) {
        return apiError(409, 'space_not_empty', `${row.name} still holds ${space.items} item(s) and ${locations} location(s).`);
      }
      data.spaces = data.spaces.filter((each) => each.id !== row.id);
      return HttpResponse.json({ id: row.id });
    }),

    http.get(`${api}/inventory`, ({ request }) => {
      const query = inventoryListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error);
      const { status = ['drawer', 'stock'], space, q, metal, sort, offset, limit } = query.data;
      const inSpace = space && space !== 'none' ? subtreeIds(space) : null;
      const matches = data.items
        .filter((item) => status.includes(item.status))
        .filter((item) => (space === 'none' ? !item.spaceId : !inSpace || (item.spaceId !== null && inSpace.has(item.spaceId))))
        .filter((item) => !q || item.title.toLowerCase().includes(q.toLowerCase()))
        .filter((item) => !metal?.length || (item.metal !== null && metal.includes(item.metal)))
        .sort((a, b) => {
          if (sort === 'title' || sort === '-title') return (sort === 'title' ? 1 : -1) * a.title.localeCompare(b.title);
          return (sort.startsWith('-') ? -1 : 1) * a.createdAt.localeCompare(b.createdAt);
        });
      return HttpResponse.json({ items: matches.slice(offset, offset + limit).map(withPath), total: matches.length, offset, limit });
    }),

    http.post(`${api}/inventory`, async ({ request }) => {
      const body = inventoryItemInputSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const input = body.data;
      if (input.spaceId && !rowOf(input.spaceId)) return apiError(404, 'not_found', 'Storage space not found.');
      const weightUnit = input.weightUnit ?? 'ozt';
      const costs = [input.cost, input.shipping, input.fees, input.tax];
      const item: InventoryItem = {
        id: newId(),
        groupId: MOCK_GROUP_ID,
        version: 1,
        status: input.status ?? (input.spaceId ? 'stock' : 'drawer'),
        productId: input.productId ?? null,
        title: input.title ?? 'Untitled item',
        metal: input.metal ?? null,
        form: input.form ?? 'other',
        weight: input.weight ?? null,
        weightUnit,
        purity: input.purity ?? null,
        fineWeightOzt: fineWeightOzt(input.weight, weightUnit, input.purity)?.toFixed() ?? null,
        quantity: input.quantity ?? 1,
        year: input.year ?? null,
        grade: input.grade ?? null,
        gradingService: input.gradingService ?? null,
        certificateNumber: input.certificateNumber ?? null,
        serialNumbers: input.serialNumbers ?? [],
        spaceId: input.spaceId ?? null,
        spacePath: [],
        tags: input.tags ?? [],
        notes: input.notes ?? null,
        obverseImage: input.obverseImage ?? null,
        reverseImage: input.reverseImage ?? null,
        acquisition: { date: input.acquiredOn ?? null, source: input.source ?? null, cost: input.cost ?? null, shipping: input.shipping ?? null, fees: input.fees ?? null, tax: input.tax ?? null, spotAtAcquisition: null },
        costBasis: input.cost ? sumDecimals(costs).toFixed(2) : null,
        disposition: null,
        createdAt: stamp(),
        updatedAt: stamp(),
        createdBy: null,
        updatedBy: null,
      };
      data.items.push(item);
      return HttpResponse.json({ id: item.id, item: withPath(item) }, { status: 201 });
    }),

    http.patch(`${api}/inventory/:id`, async ({ params, request }) => {
      const index = data.items.findIndex((item) => item.id === params.id);
      const item = data.items[index];
      if (!item) return apiError(404, 'not_found', 'Inventory item not found.');
      const body = inventoryItemPatchSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { version, acquiredOn, source, cost, shipping, fees, tax, ...fields } = body.data;
      if (version !== undefined && version !== item.version) return versionConflict();
      const present = <T extends object>(values: T) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
      const acquisition = { ...item.acquisition, ...present({ date: acquiredOn, source, cost, shipping, fees, tax }) };
      const next: InventoryItem = { ...item, ...present(fields), acquisition, version: item.version + 1, updatedAt: stamp() };
      next.fineWeightOzt = fineWeightOzt(next.weight, next.weightUnit, next.purity)?.toFixed() ?? null;
      next.costBasis = acquisition.cost ? sumDecimals([acquisition.cost, acquisition.shipping, acquisition.fees, acquisition.tax]).toFixed(2) : null;
      data.items[index] = next;
      return HttpResponse.json(withPath(next));
    }),

    http.post(`${api}/inventory/move`, async ({ request }) => {
      const body = inventoryMoveBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { ids, spaceId } = body.data;
      if (spaceId && !rowOf(spaceId)) return apiError(404, 'not_found', 'Storage space not found.');
      const missing = ids.find((id) => !data.items.some((item) => item.id === id && HELD.has(item.status)));
      if (missing) return apiError(404, 'not_found', `Inventory item ${missing} not found.`);
      data.items = data.items.map((item) =>
        ids.includes(item.id) ? { ...item, spaceId, status: spaceId && item.status === 'drawer' ? 'stock' : item.status, version: item.version + 1, updatedAt: stamp() } : item,
      );
      return HttpResponse.json({ moved: ids });
    }),
  ];

  return {
    handlers,
    reset() {
      data = seed();
    },
  };
}
