// The collections part of the mock API, answering from the in-memory mock state with the API's rules:
// bodies checked with the same schemas, owned counts derived from the mock inventory's held items on
// every read (target grade compared trimmed, any case), completion and order by the shared functions,
// 409 on a stale version or a reorder that does not name every entry, products already in a
// collection skipped, an unknown product refusing the whole add.
import Decimal from 'decimal.js';
import { http, HttpResponse } from 'msw';
import { MOCK_USER_ID } from '../account/fixtures';
import { collectionEntryProgress, collectionTotals, lotFineOzt, sortCollectionEntries, sumOwnedFine, COLLECTION_MAX_ENTRIES, COLLECTION_TITLE_MAX_LENGTH, collectionEntriesAddedSchema, collectionEntriesAddSchema, collectionEntryOrderSchema, collectionEntryPatchSchema, collectionInputSchema, collectionListQuerySchema, collectionPageSchema, collectionPatchSchema, collectionSchema, deletedCollectionSchema, publicCollectionSchema, type Collection, type CollectionEntry, type CollectionSummary, type OwnedFine } from '@bullion/contract';
import type { Product } from '@bullion/contract';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, notFound, now, type MockSlice } from '../http';
import { MOCK_COLLECTION_IDS, MOCK_SHARE_TOKEN, type MockCollectionEntryRecord, type MockCollectionRecord } from './fixtures';

const ACTOR = { id: MOCK_USER_ID, name: 'Ada Lovelace' };
const HELD = new Set(['drawer', 'stock']);
const normalGrade = (grade: string | null) => (grade ?? '').trim().toLowerCase();

const versionConflict = (given: number, current: number) =>
  apiError(409, 'version_conflict', `The collection changed since you read it (version ${given}, now ${current}). Reload it and apply your change again.`, { version: current });

// ------------------------------------------------------------------ deriving

function productOf(product: Product): CollectionEntry['product'] {
  return {
    id: product.id,
    title: product.title,
    obverseImage: product.obverseImage,
    reverseImage: product.reverseImage,
    metal: product.metal,
    weight: product.weight === null ? null : new Decimal(product.weight).toFixed(),
    weightUnit: product.weightUnit,
    year: product.year,
  };
}

/** Owned pieces and fine ounces per metal of the held mock items counted for an entry. */
function holdingsOf(entry: MockCollectionEntryRecord): { owned: number; ownedFine: OwnedFine[] } {
  const counted = mockDb.inventory.filter(
    (item) => HELD.has(item.status) && item.productId === entry.productId && (entry.targetGrade === null || normalGrade(item.grade) === normalGrade(entry.targetGrade)),
  );
  const lots = counted.flatMap((item): OwnedFine[][] => {
    const fine = lotFineOzt(item);
    return item.metal && fine ? [[{ metal: item.metal, fineOzt: fine.toFixed() }]] : [];
  });
  return { owned: counted.reduce((sum, item) => sum + item.quantity, 0), ownedFine: sumOwnedFine(lots) };
}

function entryOf(record: MockCollectionEntryRecord): CollectionEntry {
  const product = mockDb.products.find((candidate) => candidate.id === record.productId);
  const { owned, ownedFine } = holdingsOf(record);
  return {
    ...record,
    product: product ? productOf(product) : null,
    owned,
    ...collectionEntryProgress(owned, record.wantedQuantity),
    ownedFine,
  };
}

/** A collection as the API answers it: entries in its sort order, totals, cover and fine metal derived now. */
export function mockCollectionView(record: MockCollectionRecord): Collection {
  const { entries: records, ...fields } = record;
  const entries = records.map(entryOf);
  const byPosition = [...entries].sort((a, b) => a.position - b.position);
  const firstImage = byPosition.map((entry) => entry.product?.obverseImage ?? entry.product?.reverseImage ?? null).find((image) => image !== null) ?? null;
  return {
    ...fields,
    coverImage: record.customCoverImage ?? firstImage,
    ...collectionTotals(entries),
    ownedFine: sumOwnedFine(entries.map((entry) => entry.ownedFine)),
    entries: sortCollectionEntries(entries, record.sortOrder),
  };
}

/** The list's view of a collection: the whole view without its entries. */
function summaryOf(record: MockCollectionRecord): CollectionSummary {
  const view: Partial<ReturnType<typeof mockCollectionView>> = { ...mockCollectionView(record) };
  delete view.entries;
  return view as CollectionSummary;
}

// ------------------------------------------------------------------ writing

const find = (id: unknown) => mockDb.collections.find((collection) => collection.id === id);

function replace(record: MockCollectionRecord): void {
  mockDb.collections = mockDb.collections.map((candidate) => (candidate.id === record.id ? record : candidate));
}

/** Entry changes touch the collection (list order by update) without a version step: the version covers its own fields. */
function touched(record: MockCollectionRecord, entries: MockCollectionEntryRecord[]): MockCollectionRecord {
  return { ...record, entries, updatedAt: now(), updatedBy: ACTOR };
}

function newRecord(fields: Pick<MockCollectionRecord, 'title' | 'description' | 'customCoverImage' | 'sortOrder'>, entries: MockCollectionEntryRecord[] = []): MockCollectionRecord {
  const at = now();
  return { id: nextMockUuid(), groupId: mockDb.groups[0]?.id ?? '', version: 1, ...fields, shareToken: null, createdAt: at, updatedAt: at, createdBy: ACTOR, updatedBy: ACTOR, entries };
}

const matches = (record: MockCollectionRecord, words: readonly string[]) => {
  const titles = record.entries.map((entry) => mockDb.products.find((product) => product.id === entry.productId)?.title ?? '');
  const text = [record.title, record.description ?? '', ...titles].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
};

function newShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const collectionMocks: MockSlice = {
  handlers: (api) => [
    http.get(`${api}/collections`, ({ request }) => {
      const query = collectionListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error);
      const { q, sort, offset, limit } = query.data;
      const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const summaries = mockDb.collections.filter((record) => matches(record, words)).map(summaryOf);
      const compare: Record<typeof sort, (a: CollectionSummary, b: CollectionSummary) => number> = {
        '-updated': (a, b) => b.updatedAt.localeCompare(a.updatedAt),
        title: (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
        '-created': (a, b) => b.createdAt.localeCompare(a.createdAt),
        '-completion': (a, b) => b.completion - a.completion,
      };
      summaries.sort((a, b) => compare[sort](a, b) || a.id.localeCompare(b.id));
      return HttpResponse.json({ items: summaries.slice(offset, offset + limit), total: summaries.length, offset, limit });
    }),
    http.post(`${api}/collections`, async ({ request }) => {
      const body = collectionInputSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const record = newRecord({
        title: body.data.title,
        description: body.data.description ?? null,
        customCoverImage: body.data.coverImage ?? null,
        sortOrder: body.data.sortOrder ?? 'position',
      });
      mockDb.collections.push(record);
      return HttpResponse.json(mockCollectionView(record), { status: 201 });
    }),
    http.get(`${api}/public/collections/:token`, ({ params }) => {
      const record = mockDb.collections.find((collection) => collection.shareToken !== null && collection.shareToken === params.token);
      if (!record) return notFound('Shared collection');
      const view = mockCollectionView(record);
      return HttpResponse.json({
        title: view.title,
        description: view.description,
        coverImage: view.coverImage,
        entries: view.entries.map((entry) => ({
          title: entry.product?.title ?? 'Unavailable product',
          obverseImage: entry.product?.obverseImage ?? null,
          reverseImage: entry.product?.reverseImage ?? null,
          owned: entry.owned,
          wanted: entry.wantedQuantity,
          complete: entry.complete,
        })),
        completeEntries: view.completeEntries,
        completion: view.completion,
      });
    }),
    http.get(`${api}/collections/:id`, ({ params }) => {
      const record = find(params.id);
      return record ? HttpResponse.json(mockCollectionView(record)) : notFound('Collection');
    }),
    http.patch(`${api}/collections/:id`, async ({ params, request }) => {
      const record = find(params.id);
      if (!record) return notFound('Collection');
      const body = collectionPatchSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { version, title, description, coverImage, sortOrder } = body.data;
      if (version !== undefined && version !== record.version) return versionConflict(version, record.version);
      const next: MockCollectionRecord = {
        ...record,
        ...(title !== undefined ? { title } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(coverImage !== undefined ? { customCoverImage: coverImage } : {}),
        ...(sortOrder !== undefined ? { sortOrder } : {}),
      };
      const changed = next.title !== record.title || next.description !== record.description || next.customCoverImage !== record.customCoverImage || next.sortOrder !== record.sortOrder;
      if (!changed) return HttpResponse.json(mockCollectionView(record));
      const saved = { ...next, version: record.version + 1, updatedAt: now(), updatedBy: ACTOR };
      replace(saved);
      return HttpResponse.json(mockCollectionView(saved));
    }),
    http.delete(`${api}/collections/:id`, ({ params }) => {
      if (!find(params.id)) return notFound('Collection');
      mockDb.collections = mockDb.collections.filter((collection) => collection.id !== params.id);
      return HttpResponse.json({ id: params.id });
    }),
    http.post(`${api}/collections/:id/duplicate`, ({ params }) => {
      const record = find(params.id);
      if (!record) return notFound('Collection');
      const at = now();
      const copy = newRecord(
        {
          title: `${record.title.slice(0, COLLECTION_TITLE_MAX_LENGTH - ' (copy)'.length).trimEnd()} (copy)`,
          description: record.description,
          customCoverImage: record.customCoverImage,
          sortOrder: record.sortOrder,
        },
        record.entries.map((entry) => ({ ...entry, id: nextMockUuid(), createdAt: at, updatedAt: at })),
      );
      mockDb.collections.push(copy);
      return HttpResponse.json(mockCollectionView(copy), { status: 201 });
    }),
    http.post(`${api}/collections/:id/entries`, async ({ params, request }) => {
      const record = find(params.id);
      if (!record) return notFound('Collection');
      const body = collectionEntriesAddSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const unknown = body.data.entries.map((entry) => entry.productId).filter((id) => !mockDb.products.some((product) => product.id === id));
      if (unknown.length) return apiError(404, 'product_not_found', `No catalog product visible to your group: ${unknown.slice(0, 5).join(', ')}.`, { productIds: unknown });
      const present = new Set(record.entries.map((entry) => entry.productId));
      const added: { productId: string; entryId: string }[] = [];
      const skipped: { productId: string; reason: 'already_in_collection' }[] = [];
      const entries = [...record.entries];
      let position = entries.reduce((last, entry) => Math.max(last, entry.position + 1), 0);
      const at = now();
      for (const input of body.data.entries) {
        if (present.has(input.productId)) {
          skipped.push({ productId: input.productId, reason: 'already_in_collection' });
          continue;
        }
        present.add(input.productId);
        const entry = { id: nextMockUuid(), productId: input.productId, position: position++, wantedQuantity: input.wantedQuantity ?? 1, targetGrade: input.targetGrade ?? null, notes: input.notes ?? null, createdAt: at, updatedAt: at };
        entries.push(entry);
        added.push({ productId: entry.productId, entryId: entry.id });
      }
      if (entries.length > COLLECTION_MAX_ENTRIES) {
        return apiError(409, 'collection_full', `A collection holds at most ${COLLECTION_MAX_ENTRIES} entries; this one has ${record.entries.length}.`);
      }
      const saved = added.length ? touched(record, entries) : record;
      replace(saved);
      return HttpResponse.json({ collection: mockCollectionView(saved), added, skipped });
    }),
    http.put(`${api}/collections/:id/entries/order`, async ({ params, request }) => {
      const record = find(params.id);
      if (!record) return notFound('Collection');
      const body = collectionEntryOrderSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const ids = body.data.entryIds.map((id) => id.toLowerCase());
      const current = new Set(record.entries.map((entry) => entry.id));
      if (ids.length !== current.size || ids.some((id) => !current.has(id))) {
        return apiError(409, 'entries_changed', 'The list must name every entry of the collection once; entries were added or removed meanwhile. Reload and reorder again.', {
          entryIds: [...current],
        });
      }
      const place = new Map(ids.map((id, index) => [id, index]));
      const entries = record.entries.map((entry) => ({ ...entry, position: place.get(entry.id) ?? entry.position }));
      const saved = touched(record, entries);
      replace(saved);
      return HttpResponse.json(mockCollectionView(saved));
    }),
    http.patch(`${api}/collections/:id/entries/:entryId`, async ({ params, request }) => {
      const record = find(params.id);
      const entry = record?.entries.find((candidate) => candidate.id === params.entryId);
      if (!record || !entry) return notFound(record ? 'Collection entry' : 'Collection');
      const body = collectionEntryPatchSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const next = {
        ...entry,
        ...(body.data.wantedQuantity !== undefined ? { wantedQuantity: body.data.wantedQuantity } : {}),
        ...(body.data.targetGrade !== undefined ? { targetGrade: body.data.targetGrade } : {}),
        ...(body.data.notes !== undefined ? { notes: body.data.notes } : {}),
        updatedAt: now(),
      };
      const saved = touched(record, record.entries.map((candidate) => (candidate.id === entry.id ? next : candidate)));
      replace(saved);
      return HttpResponse.json(mockCollectionView(saved));
    }),
    http.delete(`${api}/collections/:id/entries/:entryId`, ({ params }) => {
      const record = find(params.id);
      if (!record || !record.entries.some((candidate) => candidate.id === params.entryId)) return notFound(record ? 'Collection entry' : 'Collection');
      const removed = record.entries.find((candidate) => candidate.id === params.entryId) as MockCollectionEntryRecord;
      // The gap closes: positions stay 0, 1, 2…
      const rest = record.entries.filter((candidate) => candidate.id !== removed.id).map((entry) => (entry.position > removed.position ? { ...entry, position: entry.position - 1 } : entry));
      const saved = touched(record, rest);
      replace(saved);
      return HttpResponse.json(mockCollectionView(saved));
    }),
    http.post(`${api}/collections/:id/share`, ({ params }) => {
      const record = find(params.id);
      if (!record) return notFound('Collection');
      const saved = record.shareToken ? record : { ...record, shareToken: newShareToken(), updatedAt: now(), updatedBy: ACTOR };
      replace(saved);
      return HttpResponse.json(mockCollectionView(saved));
    }),
    http.delete(`${api}/collections/:id/share`, ({ params }) => {
      const record = find(params.id);
      if (!record) return notFound('Collection');
      const saved = record.shareToken ? { ...record, shareToken: null, updatedAt: now(), updatedBy: ACTOR } : record;
      replace(saved);
      return HttpResponse.json(mockCollectionView(saved));
    }),
  ],
  calls: [
    { method: 'GET', path: '/collections?limit=100&offset=0&sort=-updated', schema: collectionPageSchema },
    { method: 'GET', path: '/collections?q=gold&sort=-completion&limit=2', schema: collectionPageSchema },
    { method: 'GET', path: `/collections/${MOCK_COLLECTION_IDS.goldCoins}`, schema: collectionSchema },
    { method: 'GET', path: `/collections/${MOCK_COLLECTION_IDS.lunarSeries}`, schema: collectionSchema },
    { method: 'GET', path: `/public/collections/${MOCK_SHARE_TOKEN}`, schema: publicCollectionSchema },
    { method: 'POST', path: '/collections', body: { title: 'Platinum Eagles 1997–2026', description: 'Proofs welcome.' }, schema: collectionSchema },
    { method: 'PATCH', path: `/collections/${MOCK_COLLECTION_IDS.goldCoins}`, body: { title: 'Gold coins of the world', version: 3 }, schema: collectionSchema },
    { method: 'DELETE', path: `/collections/${MOCK_COLLECTION_IDS.lunarSeries}`, schema: deletedCollectionSchema },
    { method: 'POST', path: `/collections/${MOCK_COLLECTION_IDS.silverStack}/duplicate`, schema: collectionSchema },
    {
      method: 'POST',
      path: `/collections/${MOCK_COLLECTION_IDS.goldCoins}/entries`,
      body: { entries: [{ productId: 'public-chinese-gold-panda-30-g' }, { productId: 'public-american-gold-eagle-1-oz' }] },
      schema: collectionEntriesAddedSchema,
    },
    { method: 'PATCH', path: `/collections/${MOCK_COLLECTION_IDS.silverStack}/entries/ce000000-0000-4000-8000-000000000204`, body: { wantedQuantity: 40 }, schema: collectionSchema },
    { method: 'DELETE', path: `/collections/${MOCK_COLLECTION_IDS.gradedEagles}/entries/ce000000-0000-4000-8000-000000000302`, schema: collectionSchema },
    {
      method: 'PUT',
      path: `/collections/${MOCK_COLLECTION_IDS.gradedEagles}/entries/order`,
      body: { entryIds: ['ce000000-0000-4000-8000-000000000303', 'ce000000-0000-4000-8000-000000000301', 'ce000000-0000-4000-8000-000000000302'] },
      schema: collectionSchema,
    },
    { method: 'POST', path: `/collections/${MOCK_COLLECTION_IDS.silverStack}/share`, schema: collectionSchema },
    { method: 'DELETE', path: `/collections/${MOCK_COLLECTION_IDS.goldCoins}/share`, schema: collectionSchema },
  ],
};
