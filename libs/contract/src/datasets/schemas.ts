import { z } from 'zod';
import { groupPermissionMapSchema } from '../common/schemas';

/** A simple record: an id, a title to show and the value filters send. */
export const simpleRecordSchema = z.object({ id: z.number().int(), title: z.string(), value: z.string() });

const namedValueSchema = z.object({ id: z.number().int(), name: z.string(), value: z.string() });

/** A user-level role: its permissions are not group permissions (catalog.submit, catalog.review). */
export const datasetRoleSchema = namedValueSchema.extend({ permissions: z.record(z.string(), z.boolean()) });
/** A member role (admin, member, viewer) with its group permissions. */
export const datasetMemberRoleSchema = namedValueSchema.extend({ permissions: groupPermissionMapSchema });
export const regionSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  regionCode: z.string(),
  iso2Code: z.string().length(2),
  iso3Code: z.string().length(3),
  nationality: z.string(),
});
export const categorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  alias: z.string(),
  value: z.string(),
  order: z.number().int(),
  level: z.number().int(),
});
export const metalSchema = namedValueSchema.extend({ symbol: z.string() });
export const weightUnitSchema = namedValueSchema.extend({
  symbol: z.string(),
  /** Grams per unit as a decimal string (a troy ounce is exactly 31.1034768 g). */
  grams: z.string().regex(/^\d+(\.\d+)?$/),
});
export const rejectionReasonSchema = namedValueSchema.extend({ desc: z.string() });

/** GET /datasets: reference data for forms and filters. */
export const datasetsSchema = z.object({
  role: z.object({ users: z.array(datasetRoleSchema), members: z.array(datasetMemberRoleSchema) }),
  location: z.object({ regions: z.array(regionSchema), countries: z.array(countrySchema) }),
  filter: z.object({
    countries: z.array(simpleRecordSchema),
    metals: z.array(simpleRecordSchema),
    themes: z.array(simpleRecordSchema),
    types: z.array(simpleRecordSchema),
    categories: z.array(simpleRecordSchema),
  }),
  product: z.object({
    categories: z.array(categorySchema),
    grades: z.array(namedValueSchema),
    edgeDesigns: z.array(namedValueSchema),
    metals: z.array(metalSchema),
    packagings: z.array(namedValueSchema),
    series: z.array(namedValueSchema),
    strikes: z.array(namedValueSchema),
    themes: z.array(namedValueSchema),
    types: z.array(namedValueSchema),
    weightUnits: z.array(weightUnitSchema),
  }),
  submissions: z.object({ rejectionReasons: z.array(rejectionReasonSchema) }),
});

export type Datasets = z.infer<typeof datasetsSchema>;
export type SimpleRecord = z.infer<typeof simpleRecordSchema>;
export type Country = z.infer<typeof countrySchema>;
export type Metal = z.infer<typeof metalSchema>;
export type WeightUnit = z.infer<typeof weightUnitSchema>;
