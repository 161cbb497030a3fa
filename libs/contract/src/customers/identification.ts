// The identification IRS Form 8300 asks of the person paying the cash (part I: date of birth,
// occupation, the identifying document with its number and issuer, the taxpayer identification
// number), as one set of rules for the API, the customer page and the mocks. Only a group's admins
// see or change it (docs/orders.md). Pure: the day a date is judged against is a parameter.
import { z } from 'zod';
import { isoDateSchema, storableText, unknownFieldsError } from '../common/schemas';

/** The identifying documents Form 8300 names (line 14), "other" for any further one. */
export const CUSTOMER_ID_TYPES = ['drivers_license', 'passport', 'state_id', 'alien_registration', 'other'] as const;
export type CustomerIdType = (typeof CUSTOMER_ID_TYPES)[number];

export const CUSTOMER_ID_TYPE_LABELS: Readonly<Record<CustomerIdType, string>> = {
  drivers_license: 'Driver’s license',
  passport: 'Passport',
  state_id: 'State ID card',
  alien_registration: 'Alien registration card',
  other: 'Other',
};

/** The youngest a customer may be: a dealer does not take cash from a minor. */
export const CUSTOMER_MIN_AGE_YEARS = 18;
/** Dates of birth before this are typing mistakes. */
export const DATE_OF_BIRTH_EARLIEST = '1900-01-01';

/** Why a customer's identification is answered to admins only, and why a non-admin cannot change it. */
export const IDENTIFICATION_ADMINS_ONLY = 'Only the group’s admins can see or change a customer’s identification (Form 8300).';

/** The calendar day (UTC) of a moment, as YYYY-MM-DD. */
export function utcDay(at: Date | number | string): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The day `years` years before `day` (29 February falls back to the 28th). */
function yearsBefore(day: string, years: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year - years, month - 1, date));
  // Date.UTC rolls 29 February of a common year into March: take the last day of February instead.
  if (shifted.getUTCMonth() !== month - 1) shifted.setUTCDate(0);
  return utcDay(shifted);
}

/** Why this date of birth cannot be right on `today` (YYYY-MM-DD), or null when it can. */
export function dateOfBirthRefusal(dateOfBirth: string, today: string = utcDay(Date.now())): string | null {
  if (dateOfBirth > today) return 'Date of birth cannot be in the future.';
  if (dateOfBirth < DATE_OF_BIRTH_EARLIEST) return 'Date of birth must be in 1900 or later.';
  if (dateOfBirth > yearsBefore(today, CUSTOMER_MIN_AGE_YEARS)) return `The customer must be at least ${CUSTOMER_MIN_AGE_YEARS} years old.`;
  return null;
}

/** A TIN as typed (123-45-6789, 12-3456789, 123 45 6789) as its digits, or null when it is not nine digits. */
export function tinDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) && digits !== '000000000' ? digits : null;
}

/** Nine TIN digits as an SSN is written (123-45-6789); anything else as it is. */
export function formatTin(digits: string | null | undefined): string {
  if (!digits) return '';
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;
}

/** The last four digits only (•••-••-6789), for a line that need not show the whole number. */
export function maskTin(digits: string | null | undefined): string {
  if (!digits) return '';
  return `•••-••-${digits.slice(-4)}`;
}

const text = (field: string, max: number) =>
  z
    .string(`${field} must be text.`)
    .trim()
    .max(max, `${field} must be at most ${max} characters.`)
    .refine(...storableText(field))
    .nullish()
    .transform((value) => value || null);

/**
 * The identification of a customer as the API answers it to an admin: every field null until
 * recorded. tin: nine digits.
 */
export const customerIdentificationSchema = z
  .object({
    dateOfBirth: z.string().nullable(),
    occupation: z.string().nullable(),
    idType: z.enum(CUSTOMER_ID_TYPES).nullable(),
    idNumber: z.string().nullable(),
    idIssuer: z.string().nullable(),
    tin: z.string().nullable(),
  })
  .meta({ id: 'CustomerIdentification' });
export type CustomerIdentification = z.output<typeof customerIdentificationSchema>;

export const EMPTY_IDENTIFICATION: CustomerIdentification = { dateOfBirth: null, occupation: null, idType: null, idNumber: null, idIssuer: null, tin: null };

/** Whether anything of it is recorded. */
export function hasIdentification(identification: CustomerIdentification | null | undefined): boolean {
  return !!identification && Object.values(identification).some((value) => value !== null);
}

/** What Form 8300 asks that is not recorded yet, in words, in the form's order. */
export function identificationMissing(identification: CustomerIdentification | null | undefined, address: string | null | undefined): string[] {
  const id = identification ?? EMPTY_IDENTIFICATION;
  const missing: string[] = [];
  if (!address) missing.push('address');
  if (!id.dateOfBirth) missing.push('date of birth');
  if (!id.occupation) missing.push('occupation');
  if (!id.idType || !id.idNumber || !id.idIssuer) missing.push('identifying document');
  if (!id.tin) missing.push('TIN');
  return missing;
}

type IdParts = Partial<Record<'idType' | 'idNumber' | 'idIssuer', unknown>>;
const given = (value: unknown) => value !== null && value !== undefined && value !== '';
/** Whether this part of the ID is given, or need not be: none of the three is. */
const idPartGiven = (id: IdParts, part: keyof IdParts) => given(id[part]) || ![id.idType, id.idNumber, id.idIssuer].some(given);
/** The body is an object, its fields parsed or not. */
const objectParsed = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * The identification in a customer's POST or PATCH body: the whole set at once (a field left out or
 * blank is not recorded; `identification: null` clears it all). Admins only (403 otherwise). An ID
 * goes with its type, number and issuer together; the TIN may be typed with dashes.
 */
export const customerIdentificationInputSchema = z
  .strictObject(
    {
      dateOfBirth: isoDateSchema
        .pipe(
          z.string().superRefine((value, ctx) => {
            const refused = dateOfBirthRefusal(value);
            if (refused) ctx.addIssue({ code: 'custom', message: refused });
          }),
        )
        .nullish()
        .transform((value) => value ?? null),
      occupation: text('Occupation', 200),
      idType: z
        .enum(CUSTOMER_ID_TYPES, `ID type must be one of ${CUSTOMER_ID_TYPES.join(', ')}.`)
        .nullish()
        .transform((value) => value ?? null),
      idNumber: text('ID number', 100),
      idIssuer: text('ID issuer', 200),
      tin: z
        .string('TIN must be text.')
        .trim()
        .max(20, 'TIN must be 9 digits (SSN, ITIN or EIN).')
        .nullish()
        .transform((value, ctx) => {
          if (!value) return null;
          const digits = tinDigits(value);
          if (!digits) ctx.addIssue({ code: 'custom', message: 'TIN must be 9 digits (SSN, ITIN or EIN); dashes are fine.' });
          return digits;
        }),
    },
    { error: unknownFieldsError() },
  )
  // An ID goes whole; said even while another field is wrong (when), so a form shows every message at once.
  .refine((id) => idPartGiven(id, 'idType'), { path: ['idType'], message: 'Give the type of the ID.', when: objectParsed })
  .refine((id) => idPartGiven(id, 'idNumber'), { path: ['idNumber'], message: 'Give the ID number.', when: objectParsed })
  .refine((id) => idPartGiven(id, 'idIssuer'), { path: ['idIssuer'], message: 'Give who issued the ID (state or country).', when: objectParsed })
  .meta({ id: 'CustomerIdentificationInput' });
export type CustomerIdentificationInput = z.input<typeof customerIdentificationInputSchema>;
export type CustomerIdentificationInputParsed = z.output<typeof customerIdentificationInputSchema>;
