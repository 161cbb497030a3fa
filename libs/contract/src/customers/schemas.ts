// Customers: the counterparties a group buys from and sells to, with their contact data, addresses,
// notes, lifetime figures (lifetime-totals.ts) and, for the group's admins only, the identification
// Form 8300 asks for (identification.ts). Their orders are listed with the orders list's customerId
// filter. Server-safe: only zod and the contract's own rules.
import { z } from 'zod';
import { isoDateTimeSchema, MAX_INT4, storableText, unknownFieldsError } from '../common/schemas';
import { customerIdentificationInputSchema, customerIdentificationSchema } from './identification';
import { customerLifetimeSchema } from './lifetime-totals';

export const CUSTOMER_NAME_MAX_LENGTH = 200;
export const CUSTOMER_LIST_DEFAULT_LIMIT = 100;
export const CUSTOMER_LIST_MAX_LIMIT = 500;
/** Customers a group may have. */
export const CUSTOMERS_MAX_PER_GROUP = 100_000;

const text = (field: string, max: number) => z.string(`${field} must be text.`).trim().max(max, `${field} must be at most ${max} characters.`).refine(...storableText(field));
/** Blank text is null (clears); an absent field stays absent, so a PATCH leaves what it does not name. */
const optionalText = (field: string, max: number) => text(field, max).nullish().transform((value) => (value === undefined ? undefined : value || null));

const nameSchema = text('Name', CUSTOMER_NAME_MAX_LENGTH).pipe(z.string().min(1, 'Name is required.'));
const emailSchema = z
  .string('E-mail must be text.')
  .trim()
  .max(254, 'E-mail must be at most 254 characters.')
  .pipe(z.union([z.literal(''), z.email('E-mail must be an e-mail address.')]))
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

export const customerSchema = z
  .object({
    id: z.string(),
    groupId: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    /** Where goods are sent, when not to the address. */
    shippingAddress: z.string().nullable(),
    notes: z.string().nullable(),
    /** Form 8300 identification: answered to the group's admins only (null for everyone else). */
    identification: customerIdentificationSchema.nullable(),
    /** Whether any identification is recorded (told to every member, who cannot see it). */
    identificationOnFile: z.boolean(),
    /** Orders of this customer (any status); a customer with orders cannot be deleted. */
    orderCount: z.number().int(),
    /** When the customer's latest order (any status) was created; null without orders. */
    lastOrderAt: isoDateTimeSchema.nullable(),
    lifetime: customerLifetimeSchema,
    /** Adds 1 on every change; PATCH with an older one is 409 version_conflict. */
    version: z.number().int(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'Customer' });
export type Customer = z.output<typeof customerSchema>;

const customerFields = {
  name: nameSchema,
  email: emailSchema,
  phone: optionalText('Phone', 40),
  address: optionalText('Address', 1000),
  shippingAddress: optionalText('Shipping address', 1000),
  notes: optionalText('Notes', 4000),
  /** The whole identification at once; null clears it. Admins only (403 otherwise). */
  identification: customerIdentificationInputSchema.nullish(),
};

/** POST /customers. identification: admins only. */
export const customerInputSchema = z.strictObject(customerFields, { error: unknownFieldsError() }).meta({ id: 'CustomerInput' });
export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerInputParsed = z.output<typeof customerInputSchema>;

/** PATCH /customers/{id}: only the fields given change; null or blank clears; identification (admins only) is replaced whole. version, if given, must be current. */
export const customerPatchSchema = z
  .strictObject(
    { ...customerFields, name: nameSchema.optional(), version: z.number('version must be a number.').int().min(1).max(MAX_INT4).optional() },
    { error: unknownFieldsError() },
  )
  .refine((patch) => Object.entries(patch).some(([key, value]) => key !== 'version' && value !== undefined), { message: 'Give a field to change.' })
  .meta({ id: 'CustomerPatch' });
export type CustomerPatch = z.input<typeof customerPatchSchema>;
export type CustomerPatchParsed = z.output<typeof customerPatchSchema>;

export const deletedCustomerSchema = z.object({ id: z.string() }).meta({ id: 'DeletedCustomer' });

const intParam = (field: string) =>
  z.coerce
    .number(`${field} must be a number.`)
    .int(`${field} must be a whole number.`)
    .min(0, `${field} is out of range.`)
    .max(MAX_INT4, `${field} is out of range.`);

/** GET /customers: q searches name, e-mail and phone (every word); sorted by name. */
export const customerListQuerySchema = z.strictObject(
  {
    q: z.string().trim().max(200, 'q must be at most 200 characters.').refine(...storableText('q')).optional(),
    offset: intParam('offset').default(0),
    limit: intParam('limit').min(1, 'limit must be at least 1.').max(CUSTOMER_LIST_MAX_LIMIT, `limit must be at most ${CUSTOMER_LIST_MAX_LIMIT}.`).default(CUSTOMER_LIST_DEFAULT_LIMIT),
  },
  { error: unknownFieldsError() },
);
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;
export type CustomerListQueryParsed = z.output<typeof customerListQuerySchema>;

export const customerPageSchema = z
  .object({ items: z.array(customerSchema), total: z.number().int(), offset: z.number().int(), limit: z.number().int() })
  .meta({ id: 'CustomerPage' });
export type CustomerPage = z.output<typeof customerPageSchema>;
