// A group's business identity: the legal name, address, phone, e-mail, tax ID and logo its receipts,
// invoices and Form 8300 worksheets carry (docs/settings.md). Read by every member with the group;
// changed by admins through PATCH /api/groups/{id} `business`. The logo is a PNG or JPEG of at most
// BUSINESS_LOGO_MAX_BYTES in the group's folder of the `groups` storage bucket; the API checks its bytes.
import { z } from 'zod';
import { storableText, unknownFieldsError } from '../common/schemas';

export const BUSINESS_LEGAL_NAME_MAX_LENGTH = 200;
export const BUSINESS_ADDRESS_MAX_LENGTH = 500;
export const BUSINESS_PHONE_MAX_LENGTH = 40;
export const BUSINESS_EMAIL_MAX_LENGTH = 254;
export const BUSINESS_TAX_ID_MAX_LENGTH = 40;
/** Lines of the address a document prints (street, city, …). */
export const BUSINESS_ADDRESS_MAX_LINES = 6;

/** The logo's formats: the ones a PDF embeds as they are. */
export const BUSINESS_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type BusinessLogoType = (typeof BUSINESS_LOGO_TYPES)[number];
/** 1 MB: a logo is printed a few centimetres wide, and every document embeds it. */
export const BUSINESS_LOGO_MAX_BYTES = 1024 * 1024;

/** A phone number as people write one: digits with spaces, dots, dashes, brackets, a leading + and an extension. */
export const BUSINESS_PHONE_PATTERN = /^\+?[0-9 ().-]+(?:\s*(?:ext\.?|x)\s*[0-9]{1,6})?$/i;
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 20;
/** Letters, digits and the separators tax IDs are written with (EIN 12-3456789, VAT DE123456789, ABN 51 824 753 556). */
export const BUSINESS_TAX_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
/** `{groupId}/{name}` in the `groups` bucket. */
export const BUSINESS_LOGO_PATH_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[A-Za-z0-9._-]{1,200}\.(?:png|jpe?g)$/;

export const businessIdentitySchema = z
  .object({
    legalName: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    taxId: z.string().nullable(),
    /** The logo's name in the `groups` storage bucket (`{groupId}/business-logo-….png`), or null. */
    logoPath: z.string().nullable(),
  })
  .meta({ id: 'BusinessIdentity' });
export type BusinessIdentity = z.output<typeof businessIdentitySchema>;

export const EMPTY_BUSINESS_IDENTITY: BusinessIdentity = { legalName: null, address: null, phone: null, email: null, taxId: null, logoPath: null };

const text = (field: string, max: number) =>
  z
    .string(`business.${field} must be text.`)
    .trim()
    .max(max, `business.${field} must be at most ${max} characters.`)
    .refine(...storableText(`business.${field}`));

/** Blank or null clears the field; an absent field is left as it is. */
const clearable = <T extends z.ZodType<string | null>>(schema: T) =>
  z
    .union([z.null(), schema])
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

const digitsIn = (value: string) => value.replace(/\D/g, '').length;

const phoneSchema = text('phone', BUSINESS_PHONE_MAX_LENGTH).refine(
  (value) => value === '' || (BUSINESS_PHONE_PATTERN.test(value) && digitsIn(value.replace(/(?:ext\.?|x)\s*[0-9]+$/i, '')) >= PHONE_MIN_DIGITS && digitsIn(value) <= PHONE_MAX_DIGITS),
  `business.phone must be a phone number: digits with spaces, dashes, dots or brackets, a leading + and ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits (+1 555 010 0199).`,
);

const emailSchema = text('email', BUSINESS_EMAIL_MAX_LENGTH).pipe(z.union([z.literal(''), z.email('business.email must be an e-mail address.')]));

const addressSchema = text('address', BUSINESS_ADDRESS_MAX_LENGTH).refine(
  (value) => value.split('\n').length <= BUSINESS_ADDRESS_MAX_LINES,
  `business.address must be at most ${BUSINESS_ADDRESS_MAX_LINES} lines.`,
);

const taxIdSchema = text('taxId', BUSINESS_TAX_ID_MAX_LENGTH).refine(
  (value) => value === '' || BUSINESS_TAX_ID_PATTERN.test(value),
  'business.taxId must be letters and digits, with spaces, dots, dashes or slashes between them (12-3456789).',
);

const logoPathSchema = z
  .string('business.logoPath must be the name of an uploaded logo.')
  .max(512, 'business.logoPath must be at most 512 characters.')
  .refine((value) => value === '' || BUSINESS_LOGO_PATH_PATTERN.test(value), 'business.logoPath must name a PNG or JPEG in the group’s folder of the groups bucket ({groupId}/logo.png).');

/** PATCH /api/groups/{id} `business`: the fields to change; '' or null clears one. */
export const businessIdentityInputSchema = z
  .strictObject(
    {
      legalName: clearable(text('legalName', BUSINESS_LEGAL_NAME_MAX_LENGTH)),
      address: clearable(addressSchema),
      phone: clearable(phoneSchema),
      email: clearable(emailSchema),
      taxId: clearable(taxIdSchema),
      /** Set by the API only when the object is a PNG or JPEG of at most 1 MB in the group's folder. */
      logoPath: clearable(logoPathSchema),
    },
    { error: unknownFieldsError('The business identity takes legalName, address, phone, email, taxId and logoPath.') },
  )
  .meta({ id: 'BusinessIdentityInput' });
export type BusinessIdentityInput = z.input<typeof businessIdentityInputSchema>;
export type BusinessIdentityInputParsed = z.output<typeof businessIdentityInputSchema>;

/** Why a file cannot be the business logo, or null when it can (the browser's check before uploading; the API checks the bytes). */
export function businessLogoProblem(file: { type: string; size: number }): string | null {
  if (!(BUSINESS_LOGO_TYPES as readonly string[]).includes(file.type)) return 'The logo must be a PNG or JPEG image.';
  if (file.size > BUSINESS_LOGO_MAX_BYTES) return 'The logo must be at most 1 MB.';
  return null;
}

/** The lines of the business's heading on a document: the legal name (else the group's name), the address, then phone · e-mail and the tax ID. */
export function businessHeading(business: BusinessIdentity | null | undefined, groupName: string): { name: string; lines: string[] } {
  const contact = [business?.phone, business?.email].filter((value): value is string => Boolean(value)).join(' · ');
  return {
    name: business?.legalName || groupName,
    lines: [...(business?.address ? business.address.split('\n').map((line) => line.trim()).filter(Boolean) : []), ...(contact ? [contact] : []), ...(business?.taxId ? [`Tax ID ${business.taxId}`] : [])],
  };
}
