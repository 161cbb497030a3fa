// The mock team's holdings: coins, bars and rounds of gold, silver, platinum and copper across the
// mock storage spaces, one lot in the drawer, one without a cost basis, one that cannot be valued,
// and two Britannias split off a lot of five and sold (with their realised gain). Each item has the
// ledger entries that would have led to it. Every value parses with the response schemas
// (mocks.test.ts proves it); fine weights and cost bases are computed, not typed in.
import Decimal from 'decimal.js';
import { MOCK_USER_ID } from '../account/fixtures';
import { MOCK_GROUP_ID } from '../groups/fixtures';
import { MOCK_NOW } from '../http';
import { mockArtPath } from '../products/fixtures';
import { MOCK_SPACE_IDS } from '../spaces/fixtures';
import { inventoryItemSchema, type InventoryDisposition, type InventoryForm, type InventoryItem, type InventoryMetal, type InventoryStatus, type ItemWeightUnit, type LedgerEntry, type PieceWeight, pieceFineOzt, sumDecimals } from '@bullion/contract';

export const MOCK_ADA = { id: MOCK_USER_ID, name: 'Ada Lovelace' } as const;
export const MOCK_CHARLES = { id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', name: 'Charles Babbage' } as const;

/** Item ids the stories and tests name. */
export const MOCK_ITEM_IDS = {
  goldEagles: 'a1000000-0000-4000-8000-000000000001',
  silverMaples: 'a1000000-0000-4000-8000-000000000002',
  pampBars: 'a1000000-0000-4000-8000-000000000003',
  combiBar: 'a1000000-0000-4000-8000-000000000004',
  silverKilos: 'a1000000-0000-4000-8000-000000000005',
  platinumEagles: 'a1000000-0000-4000-8000-000000000006',
  platinumBars: 'a1000000-0000-4000-8000-000000000007',
  philharmonics: 'a1000000-0000-4000-8000-000000000008',
  sovereigns: 'a1000000-0000-4000-8000-000000000009',
  copperRounds: 'a1000000-0000-4000-8000-000000000010',
  gradedEagle: 'a1000000-0000-4000-8000-000000000011',
  sterlingRounds: 'a1000000-0000-4000-8000-000000000012',
  britannias: 'a1000000-0000-4000-8000-000000000013',
  soldBritannias: 'a1000000-0000-4000-8000-000000000014',
  libertads: 'a1000000-0000-4000-8000-000000000015',
  junkDimes: 'a1000000-0000-4000-8000-000000000016',
} as const;

/** The disposition of the two sold Britannias (what undo takes back). */
export const MOCK_DISPOSITION_ID = 'd1000000-0000-4000-8000-000000000001';

interface ItemSpec {
  id: string;
  title: string;
  metal: InventoryMetal | null;
  form: InventoryForm;
  weight: string | null;
  unit: ItemWeightUnit;
  purity: string | null;
  quantity: number;
  acquired: string;
  source: string | null;
  cost: string | null;
  shipping?: string;
  fees?: string;
  tax?: string;
  spot: string | null;
  spaceId: string | null;
  status?: InventoryStatus;
  productId?: string;
  /** Art from a public catalog product, by slug. */
  art?: string;
  year?: number;
  tags?: string[];
  notes?: string;
  grade?: string;
  gradingService?: string;
  certificateNumber?: string;
  serialNumbers?: string[];
  by?: { id: string; name: string };
}

const SPECS: ItemSpec[] = [
  {
    id: MOCK_ITEM_IDS.goldEagles,
    title: 'American Gold Eagle 1 oz',
    metal: 'gold',
    form: 'coin',
    weight: '1.0909',
    unit: 'ozt',
    purity: '0.9167',
    quantity: 10,
    acquired: '2025-03-14',
    source: 'APMEX',
    cost: '26150.00',
    shipping: '35.00',
    spot: '2512.40',
    spaceId: MOCK_SPACE_IDS.topShelf,
    productId: 'public-american-gold-eagle-1-oz',
    art: 'american-gold-eagle-1-oz',
    year: 2024,
    tags: ['eagles', 'long-term'],
    notes: 'Two tubes of five, sealed.',
  },
  {
    id: MOCK_ITEM_IDS.silverMaples,
    title: 'Canadian Silver Maple Leaf 1 oz',
    metal: 'silver',
    form: 'coin',
    weight: '1',
    unit: 'ozt',
    purity: '0.9999',
    quantity: 250,
    acquired: '2024-06-10',
    source: 'Royal Canadian Mint',
    cost: '8125.00',
    spot: '29.45',
    spaceId: MOCK_SPACE_IDS.bankBox,
    productId: 'public-canadian-silver-maple-leaf-1-oz',
    art: 'canadian-silver-maple-leaf-1-oz',
    year: 2024,
    tags: ['monster box'],
    notes: 'Sealed monster box, 10 tubes of 25.',
  },
  {
    id: MOCK_ITEM_IDS.pampBars,
    title: 'PAMP Suisse Fortuna Gold Bar 10 g',
    metal: 'gold',
    form: 'bar',
    weight: '10',
    unit: 'g',
    purity: '0.9999',
    quantity: 5,
    acquired: '2025-09-02',
    source: 'JM Bullion',
    cost: '4480.00',
    shipping: '20.00',
    spot: '2655.30',
    spaceId: MOCK_SPACE_IDS.boxA,
    productId: 'public-pamp-suisse-fortuna-gold-bar-10-g',
    art: 'pamp-suisse-fortuna-gold-bar-10-g',
    year: 2024,
    serialNumbers: ['C204118', 'C204119', 'C204120', 'C204121', 'C204122'],
    tags: ['bars'],
  },
  {
    id: MOCK_ITEM_IDS.combiBar,
    title: 'Valcambi Gold CombiBar 50 g',
    metal: 'gold',
    form: 'bar',
    weight: '50',
    unit: 'g',
    purity: '0.9999',
    quantity: 1,
    acquired: '2025-11-20',
    source: 'SD Bullion',
    cost: '4395.00',
    fees: '25.00',
    spot: '2601.00',
    spaceId: MOCK_SPACE_IDS.bankBox,
    productId: 'public-valcambi-gold-combibar-50-g',
    art: 'valcambi-gold-combibar-50-g',
    year: 2024,
    serialNumbers: ['VC-118842'],
    tags: ['bars'],
  },
  {
    id: MOCK_ITEM_IDS.silverKilos,
    title: 'Heraeus Silver Bar 1 kg',
    metal: 'silver',
    form: 'bar',
    weight: '1',
    unit: 'kg',
    purity: '0.999',
    quantity: 3,
    acquired: '2026-02-11',
    source: 'Local coin shop',
    cost: '3090.00',
    shipping: '45.00',
    spot: '30.10',
    spaceId: MOCK_SPACE_IDS.homeSafe,
    tags: ['bars'],
    serialNumbers: ['H77120', 'H77121', 'H77122'],
    by: MOCK_CHARLES,
  },
  {
    id: MOCK_ITEM_IDS.platinumEagles,
    title: 'American Platinum Eagle 1 oz',
    metal: 'platinum',
    form: 'coin',
    weight: '1',
    unit: 'ozt',
    purity: '0.9995',
    quantity: 4,
    acquired: '2025-07-22',
    source: 'APMEX',
    cost: '3860.00',
    tax: '0.00',
    spot: '905.50',
    spaceId: MOCK_SPACE_IDS.topShelf,
    productId: 'public-american-platinum-eagle-1-oz',
    art: 'american-platinum-eagle-1-oz',
    year: 2023,
    tags: ['eagles'],
  },
  {
    id: MOCK_ITEM_IDS.platinumBars,
    title: 'PAMP Suisse Fortuna Platinum Bar 1 oz',
    metal: 'platinum',
    form: 'bar',
    weight: '1',
    unit: 'ozt',
    purity: '0.9995',
    quantity: 2,
    acquired: '2026-05-05',
    source: 'JM Bullion',
    cost: '2090.00',
    spot: '990.20',
    spaceId: MOCK_SPACE_IDS.boxA,
    productId: 'public-pamp-suisse-fortuna-platinum-bar-1-oz',
    art: 'pamp-suisse-fortuna-platinum-bar-1-oz',
    year: 2023,
    tags: ['bars'],
  },
  {
    id: MOCK_ITEM_IDS.philharmonics,
    title: 'Austrian Silver Philharmonic 1 oz',
    metal: 'silver',
    form: 'coin',
    weight: '1',
    unit: 'ozt',
    purity: '0.999',
    quantity: 100,
    acquired: '2023-11-08',
    source: 'Austrian Mint',
    cost: '2650.00',
    spot: '23.10',
    spaceId: MOCK_SPACE_IDS.homeSafe,
    productId: 'public-austrian-silver-philharmonic-1-oz',
    art: 'austrian-silver-philharmonic-1-oz',
    year: 2023,
  },
  {
    id: MOCK_ITEM_IDS.sovereigns,
    title: 'Estate lot: 1908 Sovereign',
    metal: 'gold',
    form: 'coin',
    weight: '7.98',
    unit: 'g',
    purity: '0.9167',
    quantity: 3,
    acquired: '2026-10-28',
    source: 'Estate sale, Hartley',
    cost: '1725.00',
    spot: '2690.00',
    spaceId: null,
    status: 'drawer',
    productId: '00000000-0000-4000-8000-000000000003',
    year: 1908,
    grade: 'VF',
    tags: ['estate'],
    notes: 'Received at the desk; to be photographed and put away.',
    by: MOCK_CHARLES,
  },
  {
    id: MOCK_ITEM_IDS.copperRounds,
    title: 'Copper Buffalo Round 1 AVDP oz',
    metal: 'copper',
    form: 'round',
    weight: '28.3495',
    unit: 'g',
    purity: '0.999',
    quantity: 20,
    acquired: '2026-03-03',
    source: 'Local coin shop',
    cost: '60.00',
    spot: null,
    spaceId: MOCK_SPACE_IDS.homeSafe,
    tags: ['gifts'],
  },
  {
    id: MOCK_ITEM_IDS.gradedEagle,
    title: '1986 American Gold Eagle 1/10 oz MS70',
    metal: 'gold',
    form: 'coin',
    weight: '0.1091',
    unit: 'ozt',
    purity: '0.9167',
    quantity: 1,
    acquired: '2024-12-01',
    source: 'Heritage Auctions',
    cost: '520.00',
    fees: '52.00',
    spot: '2640.00',
    spaceId: MOCK_SPACE_IDS.bankBox,
    productId: 'public-american-gold-eagle-1-10-oz',
    art: 'american-gold-eagle-1-10-oz',
    year: 1986,
    grade: 'MS70',
    gradingService: 'NGC',
    certificateNumber: '4187562-002',
    tags: ['eagles', 'graded'],
  },
  {
    id: MOCK_ITEM_IDS.sterlingRounds,
    title: 'Sterling House Silver Round 1 oz',
    metal: 'silver',
    form: 'round',
    weight: '1',
    unit: 'ozt',
    purity: '0.999',
    quantity: 50,
    acquired: '2025-01-15',
    source: 'Sterling House',
    cost: '1675.00',
    spot: '30.10',
    spaceId: MOCK_SPACE_IDS.homeSafe,
    productId: '00000000-0000-4000-8000-000000000001',
    year: 2025,
  },
  {
    id: MOCK_ITEM_IDS.britannias,
    title: 'British Gold Britannia 1 oz',
    metal: 'gold',
    form: 'coin',
    weight: '1',
    unit: 'ozt',
    purity: '0.9999',
    quantity: 3,
    acquired: '2024-02-20',
    source: 'Royal Mint',
    // The remaining three of five: 10375.00 − the 4150.00 that went with the two sold.
    cost: '6225.00',
    spot: '2025.00',
    spaceId: MOCK_SPACE_IDS.topShelf,
    productId: 'public-british-gold-britannia-1-oz',
    art: 'british-gold-britannia-1-oz',
    year: 2024,
  },
  {
    id: MOCK_ITEM_IDS.soldBritannias,
    title: 'British Gold Britannia 1 oz',
    metal: 'gold',
    form: 'coin',
    weight: '1',
    unit: 'ozt',
    purity: '0.9999',
    quantity: 2,
    acquired: '2024-02-20',
    source: 'Royal Mint',
    cost: '4150.00',
    spot: '2025.00',
    // Where the two were before they were sold (kept on record; counts leave it out).
    spaceId: MOCK_SPACE_IDS.topShelf,
    status: 'disposed',
    productId: 'public-british-gold-britannia-1-oz',
    art: 'british-gold-britannia-1-oz',
    year: 2024,
  },
  {
    id: MOCK_ITEM_IDS.libertads,
    title: 'Mexican Silver Libertad 1 oz',
    metal: 'silver',
    form: 'coin',
    weight: '1',
    unit: 'ozt',
    purity: '0.999',
    quantity: 20,
    acquired: '2019-06-01',
    source: 'Inherited',
    cost: null,
    spot: null,
    spaceId: MOCK_SPACE_IDS.bankBox,
    productId: 'public-mexican-silver-libertad-1-oz',
    art: 'mexican-silver-libertad-1-oz',
    year: 2019,
    notes: 'From grandfather; no receipt, so no cost basis.',
  },
  {
    id: MOCK_ITEM_IDS.junkDimes,
    title: 'Pre-1965 US silver dimes (bag)',
    metal: 'silver',
    form: 'other',
    weight: null,
    unit: 'ozt',
    purity: '0.9',
    quantity: 1,
    acquired: '2026-08-14',
    source: 'Flea market',
    cost: '140.00',
    spot: '31.40',
    spaceId: MOCK_SPACE_IDS.homeSafe,
    notes: 'Not yet counted or weighed.',
    tags: ['junk silver'],
  },
];

/** The two sold Britannias: sold for 5390.00 against a cost basis of 4150.00. */
function soldDisposition(): InventoryDisposition {
  return {
    id: MOCK_DISPOSITION_ID,
    kind: 'sold',
    date: '2026-09-18',
    amount: '5390.00',
    counterparty: 'Sterling Bullion Exchange',
    notes: 'Sold two to rebalance towards silver.',
    quantity: 2,
    realisedGain: '1240.00',
    splitFromItemId: MOCK_ITEM_IDS.britannias,
    createdAt: '2026-09-18T15:20:00.000Z',
    createdBy: MOCK_ADA,
  };
}

/** Fine ozt of one piece (pieceFineOzt: the declared content, else weight × purity) as the API's numeric gives it: no exponent. */
export function fineOztText(piece: PieceWeight): string | null {
  const fine = pieceFineOzt(piece);
  return fine === null ? null : fine.toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();
}

/** cost + shipping + fees + tax, or null without a cost. */
export function costBasisText(acquisition: Pick<InventoryItem['acquisition'], 'cost' | 'shipping' | 'fees' | 'tax'>): string | null {
  if (acquisition.cost === null) return null;
  return sumDecimals([acquisition.cost, acquisition.shipping, acquisition.fees, acquisition.tax]).toFixed(2);
}

function itemOf(spec: ItemSpec): InventoryItem {
  const at = `${spec.acquired}T10:00:00.000Z`;
  const by = spec.by ?? MOCK_ADA;
  const acquisition = {
    date: spec.acquired,
    source: spec.source,
    cost: spec.cost,
    shipping: spec.shipping ?? null,
    fees: spec.fees ?? null,
    tax: spec.tax ?? null,
    spotAtAcquisition: spec.spot,
  };
  const status = spec.status ?? (spec.spaceId ? 'stock' : 'drawer');
  return {
    id: spec.id,
    groupId: MOCK_GROUP_ID,
    version: status === 'disposed' ? 3 : 2,
    status,
    productId: spec.productId ?? null,
    title: spec.title,
    metal: spec.metal,
    form: spec.form,
    weight: spec.weight,
    weightUnit: spec.unit,
    purity: spec.purity,
    fineWeightOzt: fineOztText({ weight: spec.weight, weightUnit: spec.unit, purity: spec.purity }),
    declaredFineOzt: null,
    quantity: spec.quantity,
    year: spec.year ?? null,
    grade: spec.grade ?? null,
    gradingService: spec.gradingService ?? null,
    certificateNumber: spec.certificateNumber ?? null,
    serialNumbers: spec.serialNumbers ?? [],
    spaceId: spec.spaceId,
    // Filled from the spaces on every read (inventory/mocks/handlers.ts).
    spacePath: [],
    tags: spec.tags ?? [],
    notes: spec.notes ?? null,
    obverseImage: spec.art ? mockArtPath(spec.art, 'obverse') : null,
    reverseImage: spec.art ? mockArtPath(spec.art, 'reverse') : null,
    acquisition,
    costBasis: costBasisText(acquisition),
    disposition: status === 'disposed' ? soldDisposition() : null,
    createdAt: at,
    updatedAt: status === 'disposed' ? '2026-09-18T15:20:00.000Z' : `${spec.acquired}T16:30:00.000Z`,
    createdBy: by,
    updatedBy: by,
  };
}

/** 16 items: 14 held (one in the drawer), the two sold Britannias, and the lot they were split from. */
export function mockInventoryItems(): InventoryItem[] {
  return SPECS.map(itemOf);
}

let ledgerSequence = 0;
function entry(itemId: string, kind: LedgerEntry['kind'], at: string, actor: { id: string; name: string }, changes: LedgerEntry['changes'] = {}, detail: LedgerEntry['detail'] = {}): LedgerEntry {
  ledgerSequence += 1;
  return { id: `1e000000-0000-4000-8000-${String(ledgerSequence).padStart(12, '0')}`, itemId, kind, at, actor, changes, detail };
}

/** Each item's history, oldest first (the handler answers newest first). */
export function mockInventoryLedger(): LedgerEntry[] {
  ledgerSequence = 0;
  const entries: LedgerEntry[] = [];
  for (const spec of SPECS) {
    const by = spec.by ?? MOCK_ADA;
    const at = `${spec.acquired}T10:00:00.000Z`;
    if (spec.id === MOCK_ITEM_IDS.soldBritannias) continue;
    if (spec.id === MOCK_ITEM_IDS.philharmonics) entries.push(entry(spec.id, 'imported', at, by, {}, { file: 'holdings-2023.csv', row: 4 }));
    else entries.push(entry(spec.id, 'acquired', at, by, {}, { quantity: spec.id === MOCK_ITEM_IDS.britannias ? 5 : spec.quantity }));
    // The eagles went to the bank first and moved home later (the 'moved' entry below).
    const firstSpace = spec.id === MOCK_ITEM_IDS.goldEagles ? MOCK_SPACE_IDS.bankBox : spec.spaceId;
    if (firstSpace) entries.push(entry(spec.id, 'put_away', `${spec.acquired}T16:30:00.000Z`, by, { spaceId: { from: null, to: firstSpace } }, { status: 'stock' }));
  }
  entries.push(
    entry(MOCK_ITEM_IDS.goldEagles, 'edited', '2025-04-02T08:12:00.000Z', MOCK_CHARLES, {
      notes: { from: null, to: 'Two tubes of five, sealed.' },
      tags: { from: ['eagles'], to: ['eagles', 'long-term'] },
    }),
    entry(MOCK_ITEM_IDS.goldEagles, 'moved', '2025-06-30T18:40:00.000Z', MOCK_ADA, { spaceId: { from: MOCK_SPACE_IDS.bankBox, to: MOCK_SPACE_IDS.topShelf } }, { from: ['First National box 214'], to: ['Home safe', 'Top shelf'] }),
    entry(MOCK_ITEM_IDS.sovereigns, 'identified', '2026-10-29T11:00:00.000Z', MOCK_ADA, { productId: { from: null, to: '00000000-0000-4000-8000-000000000003' } }),
    entry(MOCK_ITEM_IDS.britannias, 'split', '2026-09-18T15:20:00.000Z', MOCK_ADA, { quantity: { from: 5, to: 3 }, costBasis: { from: '10375.00', to: '6225.00' } }, { otherItemId: MOCK_ITEM_IDS.soldBritannias }),
    entry(MOCK_ITEM_IDS.soldBritannias, 'split', '2026-09-18T15:20:00.000Z', MOCK_ADA, { quantity: { from: null, to: 2 } }, { otherItemId: MOCK_ITEM_IDS.britannias }),
    entry(MOCK_ITEM_IDS.soldBritannias, 'disposed', '2026-09-18T15:20:00.000Z', MOCK_ADA, { status: { from: 'stock', to: 'disposed' } }, { dispositionId: MOCK_DISPOSITION_ID, kind: 'sold', amount: '5390.00', realisedGain: '1240.00' }),
    entry(MOCK_ITEM_IDS.silverKilos, 'quantity_changed', '2026-02-12T09:30:00.000Z', MOCK_CHARLES, { quantity: { from: 2, to: 3 } }),
  );
  return entries;
}

/**
 * A large inventory for the list's scrolling (stories, the standalone page): `count` items made
 * from the fixtures, with different titles, quantities and dates, all held.
 */
export function mockManyInventoryItems(count: number): InventoryItem[] {
  const held = mockInventoryItems().filter((item) => item.status !== 'disposed');
  return Array.from({ length: count }, (_, index) => {
    const base = held[index % held.length] as InventoryItem;
    const day = new Date(Date.parse('2020-01-01T00:00:00.000Z') + (index % 2400) * 86_400_000).toISOString().slice(0, 10);
    return {
      ...base,
      id: `b1000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      title: `${base.title} #${index + 1}`,
      quantity: 1 + (index % 7),
      acquisition: { ...base.acquisition, date: day },
      costBasis: base.costBasis === null ? null : new Decimal(base.costBasis).dividedBy(base.quantity).times(1 + (index % 7)).toFixed(2),
    };
  });
}

/**
 * One item for a unit test or a story of its own: a held coin of the mock group with nothing else
 * known, and the fields given. Parsed with the item schema, so a test cannot build an item the API
 * would never send.
 */
export function mockInventoryItem(fields: Pick<InventoryItem, 'id' | 'title'> & Partial<InventoryItem>): InventoryItem {
  return inventoryItemSchema.parse({
    groupId: MOCK_GROUP_ID,
    version: 1,
    status: 'stock',
    productId: null,
    metal: null,
    form: 'coin',
    weight: null,
    weightUnit: 'ozt',
    purity: null,
    fineWeightOzt: null,
    declaredFineOzt: null,
    quantity: 1,
    year: null,
    grade: null,
    gradingService: null,
    certificateNumber: null,
    serialNumbers: [],
    spaceId: null,
    spacePath: [],
    tags: [],
    notes: null,
    obverseImage: null,
    reverseImage: null,
    acquisition: { date: '2026-10-01', source: null, cost: null, shipping: null, fees: null, tax: null, spotAtAcquisition: null },
    costBasis: null,
    disposition: null,
    createdAt: MOCK_NOW,
    updatedAt: MOCK_NOW,
    createdBy: null,
    updatedBy: null,
    ...fields,
  });
}
