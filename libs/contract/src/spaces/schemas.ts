// Storage spaces: named places where a group keeps its metal (home safe, bank box, vault provider…),
// each with locations nested up to SPACE_MAX_DEPTH levels in all ("Home safe" › "Shelf 2" › "Box A").
// Items point at any node. Server-safe: only zod and other slices' schemas.
import { z } from 'zod';
import { decimalTextSchema, isoDateTimeSchema, MAX_INT4, storableText, unknownFieldsError } from '../common/schemas';
import { INVENTORY_METALS } from '../inventory/schemas';

/** A top-level space and two levels of locations below it. */
export const SPACE_MAX_DEPTH = 3;
export const SPACE_KINDS = ['home', 'safe', 'bank_box', 'vault', 'dealer', 'other'] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];
export const SPACE_KIND_LABELS: Record<SpaceKind, string> = {
  home: 'Home',
  safe: 'Home safe',
  bank_box: 'Bank safe-deposit box',
  vault: 'Vault provider',
  dealer: 'Held by a dealer',
  other: 'Other',
};
export const SPACES_MAX = 500;

const name = z.string().trim().min(1, 'Name is required.').max(120, 'Name must be at most 120 characters.').refine(...storableText('Name'));
/** Blank notes are null (clears); absent notes stay absent, so a PATCH leaves them as they are. */
const notes = z
  .string()
  .trim()
  .max(2000, 'Notes must be at most 2000 characters.')
  .refine(...storableText('Notes'))
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

export const spaceSchema = z
  .object({
    id: z.string(),
    groupId: z.string(),
    /** The space or location this one is inside; null for a top-level space. */
    parentId: z.string().nullable(),
    name: z.string(),
    /** Kind of a top-level space; locations inherit it (null). */
    kind: z.enum(SPACE_KINDS).nullable(),
    notes: z.string().nullable(),
    /** 1 for a top-level space, 2 and 3 for locations. */
    depth: z.number().int(),
    /** Names from the top-level space down to this one. */
    path: z.array(z.string()),
    version: z.number().int(),
    /** Held items (drawer and stock) here and in the locations below. */
    items: z.number().int(),
    pieces: z.number().int(),
    /** Per metal, fine ozt held here and below (melt value = fineOzt × spot, computed by the client). */
    holdings: z.array(z.object({ metal: z.enum(INVENTORY_METALS), fineOzt: decimalTextSchema })),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'StorageSpace' });
export type StorageSpace = z.output<typeof spaceSchema>;

/** GET /spaces: every space and location of the group, parents before children, by name. */
export const spaceListSchema = z.object({ spaces: z.array(spaceSchema) }).meta({ id: 'StorageSpaceList' });
export type StorageSpaceList = z.output<typeof spaceListSchema>;

/** POST /spaces: a top-level space (kind required) or a location inside parentId (no kind). */
export const spaceInputSchema = z
  .strictObject(
    {
      name,
      parentId: z.uuid('parentId must be a storage space id.').nullish(),
      kind: z.enum(SPACE_KINDS, `Kind must be one of ${SPACE_KINDS.join(', ')}.`).nullish(),
      notes,
    },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'StorageSpaceInput' });
export type StorageSpaceInput = z.input<typeof spaceInputSchema>;

/** PATCH /spaces/{id}: rename, change kind or notes, or move under another parent (depth still at most 3). */
export const spacePatchSchema = z
  .strictObject(
    {
      name: name.optional(),
      parentId: z.uuid('parentId must be a storage space id.').nullish(),
      kind: z.enum(SPACE_KINDS).nullish(),
      notes,
      version: z.number().int().min(1).max(MAX_INT4).optional(),
    },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'StorageSpacePatch' });
export type StorageSpacePatch = z.input<typeof spacePatchSchema>;

/** DELETE /spaces/{id}: only an empty space (no items, no locations) can go; otherwise 409 space_not_empty. */
export const spaceDeleteResultSchema = z.object({ id: z.string() }).meta({ id: 'StorageSpaceDeleted' });
