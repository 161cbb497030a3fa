// The inventory part of the mock API, answering from the in-memory mock state. Requests are checked
// with the contract's zod schemas, so a request the real API would refuse fails here too. Money and
// weights are summed and split with decimal.js, as the API does with Postgres numeric.
import Decimal from 'decimal.js';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { MOCK_USER_ID } from '../account/fixtures';
import { mockDb, nextMockUuid } from '../db';
import { apiError, invalid, jsonBody, MOCK_NOW, notFound, now, type MockSlice } from '../http';
import { mockSpots, mockSpotHistory } from '../spots/fixtures';
import { MOCK_SPACE_IDS } from '../spaces/fixtures';
import { mockSpaceAndBelow, mockSpacePath } from '../spaces/handlers';
import { createdInventoryItemSchema, declaredFineOzt, itemDeclaredFineOzt, dispositionInputSchema, dispositionResultSchema, INVENTORY_METALS, inventoryImportBodySchema, inventoryImportResultSchema, inventoryItemInputSchema, inventoryItemPatchSchema, inventoryItemSchema, inventoryLedgerSchema, inventoryListFiltersSchema, inventoryListQuerySchema, inventoryMoveBodySchema, inventoryMoveResultSchema, inventoryPageSchema, inventorySummarySchema, ITEM_WEIGHT_UNITS, lotFineOzt, PORTFOLIO_HISTORY_DAYS, portfolioHistorySchema, spotOf, sumDecimals, type InventoryForm, type InventoryItem, type InventoryListFilters, type InventoryMetal, type ItemWeightUnit, type LedgerEntry, type MetalHolding, type SpotMetal, type StoredSpot } from '@bullion/contract';
import { costBasisText, fineOztText, MOCK_DISPOSITION_ID, MOCK_ITEM_IDS } from './fixtures';

const ACTOR = { id: MOCK_USER_ID, name: 'Ada Lovelace' };

const itemDisposed = () => apiError(409, 'item_disposed', 'A disposed item cannot be changed; undo its disposition first.');
const versionConflict = (given: number, current: number) =>
  apiError(409, 'version_conflict', `The item changed since you read it (version ${given}, now ${current}). Reload it and apply your change again.`);
const HELD = ['drawer', 'stock'] as const;

/** An item as the API answers it: the space path from the current tree. */
const present = (item: InventoryItem): InventoryItem => ({ ...item, spacePath: mockSpacePath(item.spaceId) });

function record(itemId: string, kind: LedgerEntry['kind'], changes: LedgerEntry['changes'] = {}, detail: LedgerEntry['detail'] = {}): void {
  mockDb.inventoryLedger.push({ id: nextMockUuid(), itemId, kind, at: now(), actor: ACTOR, changes, detail });
}

// ------------------------------------------------------------------ reading

function matchingItems(filters: Partial<InventoryListFilters>): InventoryItem[] {
  const statuses: readonly string[] = filters.status?.length ? filters.status : HELD;
  const words = (filters.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const tags = (filters.tag ?? []).map((tag) => tag.toLowerCase());
  const spaces = filters.space && filters.space !== 'none' ? mockSpaceAndBelow(filters.space) : null;
  return mockDb.inventory.map(present).filter((item) => {
    if (!statuses.includes(item.status)) return false;
    if (filters.metal?.length && !(item.metal && filters.metal.includes(item.metal))) return false;
    if (filters.form?.length && !filters.form.includes(item.form)) return false;
    if (filters.space === 'none' && item.spaceId !== null) return false;
    if (spaces && !(item.spaceId && spaces.has(item.spaceId))) return false;
    if (tags.length && !item.tags.some((tag) => tags.includes(tag.toLowerCase()))) return false;
    // What the API's q searches: title, grade, certificate number, serial numbers, tags, notes.
    const text = [item.title, item.grade, item.certificateNumber, item.notes, ...item.tags, ...item.serialNumbers].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

const decimalOrNull = (value: string | null) => (value === null ? null : new Decimal(value));

function sorted(items: InventoryItem[], sort: InventoryListFilters['sort']): InventoryItem[] {
  const key = sort.replace(/^-/, '');
  const direction = sort.startsWith('-') ? -1 : 1;
  const compare = (a: InventoryItem, b: InventoryItem): number => {
    switch (key) {
      case 'title':
        return a.title.localeCompare(b.title);
      case 'acquired':
        return (a.acquisition.date ?? '').localeCompare(b.acquisition.date ?? '');
      case 'updated':
        return a.updatedAt.localeCompare(b.updatedAt);
      case 'metal':
        return (a.metal ?? '~').localeCompare(b.metal ?? '~');
      case 'weight':
      case 'cost': {
        const [left, right] = key === 'weight' ? [decimalOrNull(a.fineWeightOzt), decimalOrNull(b.fineWeightOzt)] : [decimalOrNull(a.costBasis), decimalOrNull(b.costBasis)];
        if (left === null || right === null) return left === right ? 0 : left === null ? -1 : 1;
        return left.comparedTo(right);
      }
      default:
        return 0;
    }
  };
  return [...items].sort((a, b) => compare(a, b) * direction || a.id.localeCompare(b.id));
}

function summaryOf(items: InventoryItem[]) {
  const holdings = new Map<InventoryMetal, { items: number; pieces: number; fine: Decimal; cost: Decimal; costedFine: Decimal }>();
  let unvalued = 0;
  for (const item of items) {
    const fine = lotFineOzt(item);
    if (!item.metal || fine === null) {
      unvalued += 1;
      continue;
    }
    const holding = holdings.get(item.metal) ?? { items: 0, pieces: 0, fine: new Decimal(0), cost: new Decimal(0), costedFine: new Decimal(0) };
    holding.items += 1;
    holding.pieces += item.quantity;
    holding.fine = holding.fine.plus(fine);
    if (item.costBasis !== null) {
      holding.cost = holding.cost.plus(item.costBasis);
      holding.costedFine = holding.costedFine.plus(fine);
    }
    holdings.set(item.metal, holding);
  }
  const metals: MetalHolding[] = INVENTORY_METALS.flatMap((metal) => {
    const holding = holdings.get(metal);
    if (!holding) return [];
    return [{ metal, items: holding.items, pieces: holding.pieces, fineOzt: holding.fine.toDecimalPlaces(8).toFixed(), costBasis: holding.cost.toFixed(2), costedFineOzt: holding.costedFine.toDecimalPlaces(8).toFixed() }];
  });
  return {
    metals,
    items: items.length,
    pieces: items.reduce((sum, item) => sum + item.quantity, 0),
    costBasis: sumDecimals(items.map((item) => item.costBasis)).toFixed(2),
    unvalued,
    drawer: items.filter((item) => item.status === 'drawer').length,
  };
}

const DAY_MS = 86_400_000;
/** A day the mock feed stored no quote (the chart shows the gap). */
const MISSING_QUOTE_DAY = new Date(Date.parse(MOCK_NOW) - 12 * DAY_MS).toISOString().slice(0, 10);

/** A mock feed quote as the API stores it (numeric(14, 4) text). */
function storedSpot(quote: Record<SpotMetal, number>): StoredSpot {
  const text = (metal: SpotMetal) => new Decimal(quote[metal]).toFixed(4);
  return { gold: text('gold'), silver: text('silver'), platinum: text('platinum'), palladium: text('palladium'), rhodium: text('rhodium') };
}

/** The portfolio on each of the last `days` days up to the mock clock's day, at that day's stored spot. */
function portfolioHistory(days: number) {
  const quotes = new Map(mockSpotHistory('30d').points.map((point) => [point.at.slice(0, 10), point]));
  const end = Date.parse(MOCK_NOW);
  return {
    days: Array.from({ length: days }, (_, index) => {
      const date = new Date(end - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10);
      const held = mockDb.inventory.filter(
        (item) => (item.acquisition.date ?? '') <= date && (item.status !== 'disposed' || (item.disposition?.date ?? '') > date),
      );
      const quote = date === MISSING_QUOTE_DAY ? undefined : quotes.get(date);
      const melt = sumDecimals(
        held.map((item) => {
          const spot = spotOf(quote, item.metal);
          return spot ? lotFineOzt(item)?.times(spot) : null;
        }),
      );
      const cost = sumDecimals(held.map((item) => item.costBasis));
      return { date, meltValue: quote ? melt.toFixed(2) : null, costBasis: cost.toFixed(2), spot: quote ? storedSpot(quote) : null };
    }),
  };
}

// ------------------------------------------------------------------ writing

type ItemInput = z.output<typeof inventoryItemInputSchema>;
type ItemPatch = z.output<typeof inventoryItemPatchSchema>;

const PRODUCT_FORMS: Record<string, InventoryForm> = { coin: 'coin', bar: 'bar', round: 'round' };

/** Spot of the metal on a date; the mock's feed has one price per metal. */
function spotOn(date: string | null, metal: InventoryMetal | null): string | null {
  if (!date || !metal || metal === 'copper') return null;
  return String(mockSpots()[metal]);
}

function spaceProblem(spaceId: string | null | undefined): string | null {
  return spaceId && !mockDb.spaces.some((space) => space.id === spaceId) ? 'spaceId is not a storage space of the group.' : null;
}

type MockProduct = (typeof mockDb.products)[number];

/** The declared fine ozt an item with these weight fields takes from its product (the contract's itemDeclaredFineOzt). */
function declaredFineFrom(item: { weight: string | null; weightUnit: ItemWeightUnit; purity: string | null }, product: MockProduct | undefined): string | null {
  if (!product) return null;
  const unit = (ITEM_WEIGHT_UNITS as readonly string[]).includes(product.weightUnit ?? '') ? (product.weightUnit as ItemWeightUnit) : null;
  if (!unit) return null;
  const purity = product.purity === null || product.purity === undefined ? null : Number(product.purity) > 1 ? Number(product.purity) / 1000 : Number(product.purity);
  return itemDeclaredFineOzt(item, {
    weight: product.weight === null || product.weight === undefined ? null : String(product.weight),
    weightUnit: unit,
    purity: purity === null ? null : String(purity),
    declaredFineOzt: declaredFineOzt(product),
  });
}

/** A new item from a create body (or an import row): fields not given come from the product. */
function newItem(input: ItemInput): InventoryItem | string {
  const product = input.productId ? mockDb.products.find((candidate) => candidate.id === input.productId) : undefined;
  if (input.productId && !product) return 'productId is not a product of the catalog.';
  const problem = spaceProblem(input.spaceId);
  if (problem) return problem;
  if (input.status === 'drawer' && input.spaceId) return 'A drawer item has no space: leave spaceId out, or make it stock.';
  const productMetal = (INVENTORY_METALS as readonly string[]).includes(product?.metal ?? '') ? (product?.metal as InventoryMetal) : null;
  const productUnit = (ITEM_WEIGHT_UNITS as readonly string[]).includes(product?.weightUnit ?? '') ? (product?.weightUnit as ItemWeightUnit) : null;
  const productPurity = product?.purity === null || product?.purity === undefined ? null : Number(product.purity) > 1 ? Number(product.purity) / 1000 : Number(product.purity);
  const metal = input.metal !== undefined ? input.metal : productMetal;
  const weightUnit = input.weightUnit ?? productUnit ?? 'ozt';
  const weight = input.weight !== undefined ? input.weight : productUnit && product?.weight ? String(product.weight) : null;
  const purity = input.purity !== undefined ? input.purity : productPurity === null ? null : String(productPurity);
  const spaceId = input.spaceId ?? null;
  const acquisition = {
    date: input.acquiredOn ?? null,
    source: input.source ?? null,
    cost: input.cost ?? null,
    shipping: input.shipping ?? null,
    fees: input.fees ?? null,
    tax: input.tax ?? null,
    spotAtAcquisition: spotOn(input.acquiredOn ?? null, metal),
  };
  const createdAt = now();
  return {
    id: nextMockUuid(),
    groupId: mockDb.groups[0]?.id ?? '',
    version: 1,
    status: input.status ?? (spaceId ? 'stock' : 'drawer'),
    productId: input.productId ?? null,
    title: input.title ?? product?.title ?? '',
    metal,
    form: input.form ?? PRODUCT_FORMS[product?.type ?? ''] ?? 'other',
    weight,
    weightUnit,
    purity,
    fineWeightOzt: fineOztText({ weight, weightUnit, purity, declaredFineOzt: declaredFineFrom({ weight, weightUnit, purity }, product) }),
    declaredFineOzt: declaredFineFrom({ weight, weightUnit, purity }, product),
    quantity: input.quantity ?? 1,
    year: input.year !== undefined ? input.year : (product?.year ?? null),
    grade: input.grade ?? null,
    gradingService: input.gradingService ?? null,
    certificateNumber: input.certificateNumber ?? null,
    serialNumbers: input.serialNumbers ?? [],
    spaceId,
    spacePath: [],
    tags: input.tags ?? [],
    notes: input.notes ?? null,
    obverseImage: input.obverseImage !== undefined ? input.obverseImage : (product?.obverseImage ?? null),
    reverseImage: input.reverseImage !== undefined ? input.reverseImage : (product?.reverseImage ?? null),
    acquisition,
    costBasis: costBasisText(acquisition),
    disposition: null,
    createdAt,
    updatedAt: createdAt,
    createdBy: ACTOR,
    updatedBy: ACTOR,
  };
}

const ACQUISITION_FIELDS = { acquiredOn: 'date', source: 'source', cost: 'cost', shipping: 'shipping', fees: 'fees', tax: 'tax' } as const;

/** The item with a patch applied, and each changed field with its value before and after. */
function patched(item: InventoryItem, patch: Omit<ItemPatch, 'version'>): { next: InventoryItem; changes: LedgerEntry['changes'] } {
  const changes: LedgerEntry['changes'] = {};
  const next: InventoryItem = { ...item, acquisition: { ...item.acquisition } };
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const acquisitionField = ACQUISITION_FIELDS[field as keyof typeof ACQUISITION_FIELDS];
    const before: unknown = acquisitionField ? item.acquisition[acquisitionField] : item[field as keyof InventoryItem];
    if (JSON.stringify(before) === JSON.stringify(value)) continue;
    changes[field] = { from: before, to: value };
    if (acquisitionField) (next.acquisition as Record<string, unknown>)[acquisitionField] = value;
    else (next as unknown as Record<string, unknown>)[field] = value;
  }
  const reweighed = 'weight' in changes || 'weightUnit' in changes || 'purity' in changes;
  if (reweighed || 'productId' in changes) {
    const product = next.productId ? mockDb.products.find((candidate) => candidate.id === next.productId) : undefined;
    next.declaredFineOzt = product ? declaredFineFrom(next, product) : reweighed ? null : next.declaredFineOzt;
  }
  next.fineWeightOzt = fineOztText(next);
  next.costBasis = costBasisText(next.acquisition);
  if ('acquiredOn' in changes || 'metal' in changes) next.acquisition.spotAtAcquisition = spotOn(next.acquisition.date, next.metal);
  return { next, changes };
}

const MONEY_FIELDS = ['cost', 'shipping', 'fees', 'tax'] as const;

/** The acquisition split in two: `pieces` of `quantity` get their share of each amount, rounded to cents; the rest keeps the remainder, so the two add up exactly. */
function splitAcquisition(acquisition: InventoryItem['acquisition'], pieces: number, quantity: number) {
  const share = { ...acquisition };
  const rest = { ...acquisition };
  for (const field of MONEY_FIELDS) {
    const value = acquisition[field];
    if (value === null) continue;
    const part = new Decimal(value).times(pieces).dividedBy(quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    share[field] = part.toFixed(2);
    rest[field] = new Decimal(value).minus(part).toFixed(2);
  }
  return { share, rest };
}

function mergedAcquisition(a: InventoryItem['acquisition'], b: InventoryItem['acquisition']) {
  const merged = { ...a };
  for (const field of MONEY_FIELDS) {
    const [left, right] = [a[field], b[field]];
    merged[field] = left === null && right === null ? null : new Decimal(left ?? 0).plus(right ?? 0).toFixed(2);
  }
  return merged;
}

const daysParamSchema = z.coerce.number().int().min(1, 'days must be at least 1.').max(365, 'days must be at most 365.').default(PORTFOLIO_HISTORY_DAYS);

function replaceItem(item: InventoryItem): void {
  mockDb.inventory = mockDb.inventory.map((candidate) => (candidate.id === item.id ? item : candidate));
}

export const inventoryMocks: MockSlice = {
  handlers: (api) => [
    http.get(`${api}/inventory`, ({ request }) => {
      const query = inventoryListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return invalid(query.error);
      const { offset, limit, ...filters } = query.data;
      const matches = sorted(matchingItems(filters), filters.sort);
      return HttpResponse.json({ items: matches.slice(offset, offset + limit), total: matches.length, offset, limit });
    }),
    http.get(`${api}/inventory/summary`, ({ request }) => {
      const filters = inventoryListFiltersSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!filters.success) return invalid(filters.error);
      return HttpResponse.json(summaryOf(matchingItems(filters.data)));
    }),
    http.get(`${api}/inventory/history`, ({ request }) => {
      const days = daysParamSchema.safeParse(new URL(request.url).searchParams.get('days') ?? undefined);
      if (!days.success) return invalid(days.error);
      return HttpResponse.json(portfolioHistory(days.data));
    }),
    http.post(`${api}/inventory/move`, async ({ request }) => {
      const body = inventoryMoveBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { ids, spaceId } = body.data;
      const problem = spaceProblem(spaceId);
      if (problem) return apiError(400, 'bad_request', problem);
      const items = ids.map((id) => mockDb.inventory.find((item) => item.id === id));
      const missing = ids.find((_, index) => !items[index]);
      if (missing) return notFound(`Inventory item ${missing}`);
      if (items.some((item) => item?.status === 'disposed')) return itemDisposed();
      for (const item of items as InventoryItem[]) {
        const status = spaceId && item.status === 'drawer' ? 'stock' : item.status;
        replaceItem({ ...item, spaceId, status, version: item.version + 1, updatedAt: now(), updatedBy: ACTOR });
        record(item.id, status !== item.status ? 'put_away' : 'moved', { spaceId: { from: item.spaceId, to: spaceId } }, { from: mockSpacePath(item.spaceId), to: mockSpacePath(spaceId) });
      }
      return HttpResponse.json({ moved: ids });
    }),
    http.post(`${api}/inventory/import`, async ({ request }) => {
      const body = inventoryImportBodySchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const errors: { row: number; field: string | null; message: string }[] = [];
      const valid: InventoryItem[] = [];
      body.data.rows.forEach((row, index) => {
        const parsed = inventoryItemInputSchema.safeParse(row);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) errors.push({ row: index + 1, field: issue.path.length ? issue.path.join('.') : null, message: issue.message });
          return;
        }
        const item = newItem(parsed.data);
        if (typeof item === 'string') errors.push({ row: index + 1, field: null, message: item });
        else valid.push(item);
      });
      if (body.data.mode === 'commit') {
        for (const item of valid) {
          mockDb.inventory.push(item);
          record(item.id, 'imported', {}, { row: valid.indexOf(item) + 1 });
        }
      }
      return HttpResponse.json({ mode: body.data.mode, added: valid.length, errors });
    }),
    http.delete(`${api}/inventory/dispositions/:id`, ({ params }) => {
      const item = mockDb.inventory.find((candidate) => candidate.disposition?.id === params.id);
      if (!item?.disposition) return notFound('Disposition');
      const disposition = item.disposition;
      const original = disposition.splitFromItemId ? mockDb.inventory.find((candidate) => candidate.id === disposition.splitFromItemId) : undefined;
      if (original && original.status !== 'disposed') {
        const acquisition = mergedAcquisition(original.acquisition, item.acquisition);
        const merged: InventoryItem = { ...original, quantity: original.quantity + item.quantity, acquisition, costBasis: costBasisText(acquisition), version: original.version + 1, updatedAt: now(), updatedBy: ACTOR };
        mockDb.inventory = mockDb.inventory.filter((candidate) => candidate.id !== item.id);
        replaceItem(merged);
        record(merged.id, 'undone', { quantity: { from: original.quantity, to: merged.quantity } }, { dispositionId: disposition.id, mergedItemId: item.id });
        return HttpResponse.json(present(merged));
      }
      const restored: InventoryItem = { ...item, status: 'stock', disposition: null, version: item.version + 1, updatedAt: now(), updatedBy: ACTOR };
      replaceItem(restored);
      record(item.id, 'undone', { status: { from: 'disposed', to: 'stock' } }, { dispositionId: disposition.id });
      return HttpResponse.json(present(restored));
    }),
    http.get(`${api}/inventory/:id`, ({ params }) => {
      const item = mockDb.inventory.find((candidate) => candidate.id === params.id);
      return item ? HttpResponse.json(present(item)) : notFound('Inventory item');
    }),
    http.get(`${api}/inventory/:id/history`, ({ params }) => {
      if (!mockDb.inventory.some((candidate) => candidate.id === params.id)) return notFound('Inventory item');
      const entries = mockDb.inventoryLedger
        .map((entry, index) => ({ entry, index }))
        .filter(({ entry }) => entry.itemId === params.id)
        .sort((a, b) => b.entry.at.localeCompare(a.entry.at) || b.index - a.index)
        .map(({ entry }) => entry);
      return HttpResponse.json({ entries });
    }),
    http.post(`${api}/inventory`, async ({ request }) => {
      const body = inventoryItemInputSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const item = newItem(body.data);
      if (typeof item === 'string') return apiError(400, 'bad_request', item);
      mockDb.inventory.push(item);
      record(item.id, 'acquired', {}, { quantity: item.quantity });
      return HttpResponse.json({ id: item.id, item: present(item) }, { status: 201 });
    }),
    http.patch(`${api}/inventory/:id`, async ({ params, request }) => {
      const current = mockDb.inventory.find((candidate) => candidate.id === params.id);
      if (!current) return notFound('Inventory item');
      const body = inventoryItemPatchSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { version, ...patch } = body.data;
      if (version !== undefined && version !== current.version) return versionConflict(version, current.version);
      if (current.status === 'disposed') return itemDisposed();
      const problem = spaceProblem(patch.spaceId);
      if (problem) return apiError(400, 'bad_request', problem);
      if (current.status === 'drawer' && patch.spaceId !== undefined && patch.spaceId !== current.spaceId) {
        return apiError(400, 'bad_request', 'A drawer item is put away with POST /inventory/move.');
      }
      const { next, changes } = patched(current, patch);
      if (!Object.keys(changes).length) return HttpResponse.json(present(current));
      const saved: InventoryItem = { ...next, version: current.version + 1, updatedAt: now(), updatedBy: ACTOR };
      replaceItem(saved);
      const { spaceId: moved, ...edited } = changes;
      if (moved) record(saved.id, 'moved', { spaceId: moved }, { from: mockSpacePath(current.spaceId), to: mockSpacePath(saved.spaceId) });
      const kind = 'productId' in edited ? 'identified' : Object.keys(edited).length === 1 && 'quantity' in edited ? 'quantity_changed' : 'edited';
      if (Object.keys(edited).length) record(saved.id, kind, edited);
      return HttpResponse.json(present(saved));
    }),
    http.post(`${api}/inventory/:id/dispositions`, async ({ params, request }) => {
      const item = mockDb.inventory.find((candidate) => candidate.id === params.id);
      if (!item) return notFound('Inventory item');
      const body = dispositionInputSchema.safeParse(await jsonBody(request));
      if (!body.success) return invalid(body.error);
      const { version, quantity = item.quantity, kind, date, amount = null, counterparty, notes } = body.data;
      if (version !== undefined && version !== item.version) return versionConflict(version, item.version);
      if (item.status === 'disposed') return itemDisposed();
      if (quantity > item.quantity) return apiError(400, 'bad_request', `Quantity must be at most ${item.quantity} (the pieces of this lot).`);
      const split = quantity < item.quantity;
      const { share, rest } = split ? splitAcquisition(item.acquisition, quantity, item.quantity) : { share: item.acquisition, rest: item.acquisition };
      const basis = costBasisText(share);
      const disposition = {
        id: nextMockUuid(),
        kind,
        date,
        amount,
        counterparty: counterparty ?? null,
        notes: notes ?? null,
        quantity,
        realisedGain: basis === null ? null : new Decimal(amount ?? 0).minus(basis).toFixed(2),
        splitFromItemId: split ? item.id : null,
        createdAt: now(),
        createdBy: ACTOR,
      };
      const stamp = { updatedAt: now(), updatedBy: ACTOR };
      if (!split) {
        // A disposed item keeps the space it was in, on record (the space's counts leave it out).
        const disposed: InventoryItem = { ...item, ...stamp, status: 'disposed', disposition, version: item.version + 1 };
        replaceItem(disposed);
        record(item.id, 'disposed', { status: { from: item.status, to: 'disposed' } }, { dispositionId: disposition.id, kind, amount, realisedGain: disposition.realisedGain });
        return HttpResponse.json({ disposed: present(disposed), remaining: null });
      }
      // Serial numbers stay with the lot (which pieces went is not known).
      const disposed: InventoryItem = { ...item, ...stamp, id: nextMockUuid(), version: 1, quantity, acquisition: share, costBasis: basis, serialNumbers: [], status: 'disposed', disposition, createdAt: now(), createdBy: ACTOR };
      const remaining: InventoryItem = { ...item, ...stamp, quantity: item.quantity - quantity, acquisition: rest, costBasis: costBasisText(rest), version: item.version + 1 };
      replaceItem(remaining);
      mockDb.inventory.push(disposed);
      record(item.id, 'split', { quantity: { from: item.quantity, to: remaining.quantity }, costBasis: { from: item.costBasis, to: remaining.costBasis } }, { otherItemId: disposed.id });
      record(disposed.id, 'split', { quantity: { from: null, to: quantity } }, { otherItemId: item.id });
      record(disposed.id, 'disposed', { status: { from: item.status, to: 'disposed' } }, { dispositionId: disposition.id, kind, amount, realisedGain: disposition.realisedGain });
      record(item.id, 'disposed', {}, { dispositionId: disposition.id, kind, amount, realisedGain: disposition.realisedGain, disposedItemId: disposed.id });
      return HttpResponse.json({ disposed: present(disposed), remaining: present(remaining) });
    }),
  ],
  calls: [
    { method: 'GET', path: '/inventory?limit=100&offset=0&sort=-acquired', schema: inventoryPageSchema },
    { method: 'GET', path: '/inventory?q=eagle&metal=gold,platinum&form=coin&sort=-cost&limit=5', schema: inventoryPageSchema },
    { method: 'GET', path: `/inventory?space=${MOCK_SPACE_IDS.homeSafe}&status=drawer,stock,disposed&tag=bars`, schema: inventoryPageSchema },
    { method: 'GET', path: '/inventory/summary', schema: inventorySummarySchema },
    { method: 'GET', path: '/inventory/summary?metal=silver&space=none&status=drawer', schema: inventorySummarySchema },
    { method: 'GET', path: `/inventory/history?days=${PORTFOLIO_HISTORY_DAYS}`, schema: portfolioHistorySchema },
    { method: 'GET', path: `/inventory/${MOCK_ITEM_IDS.goldEagles}`, schema: inventoryItemSchema },
    { method: 'GET', path: `/inventory/${MOCK_ITEM_IDS.britannias}/history`, schema: inventoryLedgerSchema },
    {
      method: 'POST',
      path: '/inventory',
      body: { title: 'Silver bar 1 kg', metal: 'silver', form: 'bar', weight: '1', weightUnit: 'kg', purity: '0.999', quantity: 2, acquiredOn: '2026-11-01', cost: '2100.00', shipping: '25.00', spaceId: MOCK_SPACE_IDS.bankBox, tags: ['bars'] },
      schema: createdInventoryItemSchema,
    },
    { method: 'POST', path: '/inventory', body: { productId: '00000000-0000-4000-8000-000000000002', quantity: 4 }, schema: createdInventoryItemSchema },
    { method: 'PATCH', path: `/inventory/${MOCK_ITEM_IDS.goldEagles}`, body: { notes: 'Moved to the new tubes.', version: 2 }, schema: inventoryItemSchema },
    { method: 'POST', path: '/inventory/move', body: { ids: [MOCK_ITEM_IDS.sovereigns], spaceId: MOCK_SPACE_IDS.homeSafe }, schema: inventoryMoveResultSchema },
    {
      method: 'POST',
      path: `/inventory/${MOCK_ITEM_IDS.silverMaples}/dispositions`,
      body: { kind: 'sold', date: '2026-11-01', quantity: 50, amount: '1650.00', counterparty: 'Sterling Bullion Exchange' },
      schema: dispositionResultSchema,
    },
    { method: 'POST', path: `/inventory/${MOCK_ITEM_IDS.copperRounds}/dispositions`, body: { kind: 'gifted', date: '2026-11-01' }, schema: dispositionResultSchema },
    { method: 'DELETE', path: `/inventory/dispositions/${MOCK_DISPOSITION_ID}`, schema: inventoryItemSchema },
    { method: 'POST', path: '/inventory/import', body: { mode: 'validate', rows: [{ title: 'Row one', metal: 'gold' }, { metal: 'tin' }] }, schema: inventoryImportResultSchema },
    { method: 'POST', path: '/inventory/import', body: { mode: 'commit', rows: [{ title: 'Row one', metal: 'silver', weight: '1', purity: '0.999' }] }, schema: inventoryImportResultSchema },
  ],
};
