import { imageUrlSchema } from './image-url';
import { GROUP_PERMISSIONS, type GroupPermission } from './permissions';
import { z } from 'zod';

/** Timestamps travel as ISO 8601 strings (UTC, `Z`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A JSON object stored as-is (profile metadata and settings). */
export const jsonObjectSchema = z.record(z.string(), z.unknown());

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text Postgres can store: no NUL character (text and jsonb refuse it) and no unpaired UTF-16
 * surrogate (jsonb refuses the escape; text would silently turn it into U+FFFD).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** A string refinement with a message naming the field. */
export function storableText(field: string) {
  return [isStorableText, { message: `${field} contains characters that cannot be stored (NUL or an unpaired surrogate).` }] as const;
}

/** Deepest nesting of a JSON value, measured without recursion so hostile input cannot blow the stack. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** Whether every key and string in a JSON value is storable text (iterative, like jsonDepth). */
export function isStorableJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const current = pending.pop();
    if (typeof current === 'string' && !isStorableText(current)) return false;
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      if (!isStorableText(key)) return false;
      pending.push(child);
    }
  }
  return true;
}

/**
 * A client-supplied JSON object of bounded size and depth: it is stored in a jsonb column and sent
 * back on every read, so an unbounded one would let a caller bloat every response.
 */
export function boundedJsonObjectSchema(field: string, { maxBytes = 16_384, maxDepth = 8 } = {}) {
  return jsonObjectSchema
    .refine((value) => jsonDepth(value) <= maxDepth, { message: `${field} may nest at most ${maxDepth} levels deep.`, abort: true })
    .refine(isStorableJson, { message: `${field} contains characters that cannot be stored (NUL or an unpaired surrogate).`, abort: true })
    .refine((value) => new TextEncoder().encode(JSON.stringify(value)).length <= maxBytes, {
      message: `${field} must be at most ${maxBytes} bytes as JSON.`,
    });
}

/** An image address (common/image-url.ts: https, or this app's stored files); `null` clears it. */
export const avatarUrlInputSchema = imageUrlSchema('avatarUrl').nullable();

/** The largest Postgres `integer`: ids above it cannot exist, and comparing with them is an error. */
export const MAX_INT4 = 2_147_483_647;

/** A numeric id (member, role): a positive integer within Postgres `integer`. */
export function integerIdSchema(field: string) {
  return z
    .number(`${field} must be a number.`)
    .int(`${field} must be an integer.`)
    .positive(`${field} must be positive.`)
    .max(MAX_INT4, `${field} is out of range.`);
}

/** At least one field must be present in a partial update, or the request would silently do nothing. */
export function hasSomeField(value: Record<string, unknown>): boolean {
  return Object.values(value).some((field) => field !== undefined);
}

/** Zod error customiser for strict objects: names the fields that are not accepted. */
export function unknownFieldsError(hint?: string) {
  return (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown field${issue.keys && issue.keys.length > 1 ? 's' : ''}: ${(issue.keys ?? []).join(', ')}.${hint ? ` ${hint}` : ''}`
      : undefined;
}

/**
 * A list-valued filter, as it travels in a URL (`"gold,silver"`) or as an array (a JSON body, or a
 * query parameter given twice), parsed into a typed array: items are trimmed, empty ones and repeats
 * dropped, and each must pass `item`. One that does not fails with `<field>: <item> is not <expected>.`
 * Parsing here means the API, the client and the mocks never split or check the values again.
 */
export function commaList<T>(field: string, item: z.ZodType<T, string>, expected: string, { maxItems = 100 } = {}) {
  return z
    .union([z.string(), z.array(z.string())], `${field} must be a comma-separated list of values.`)
    .describe(`Comma-separated values, each ${expected}.`)
    .transform((value, ctx) => {
      const entries = (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((entry) => entry.trim()).filter(Boolean);
      if (entries.length > maxItems) {
        ctx.addIssue({ code: 'custom', input: value, message: `${field} may list at most ${maxItems} values.` });
        return z.NEVER;
      }
      const items = new Set<T>();
      for (const entry of entries) {
        const parsed = item.safeParse(entry);
        if (parsed.success) items.add(parsed.data);
        else ctx.addIssue({ code: 'custom', input: entry, message: `${field}: ${entry} is not ${expected}.` });
      }
      return [...items];
    });
}

const groupPermissionShape = Object.fromEntries(GROUP_PERMISSIONS.map((permission) => [permission, z.boolean().optional()])) as Record<
  GroupPermission,
  z.ZodOptional<z.ZodBoolean>
>;

/**
 * What a role may do in a group, as the API sends it (roles, members, the app access token): typed
 * by the shared list of group permissions. The API passes a role's stored map on as it is, so other
 * keys are kept rather than refused.
 */
export const groupPermissionMapSchema = z.object(groupPermissionShape).catchall(z.boolean());
export type GroupPermissionMap = z.infer<typeof groupPermissionMapSchema>;

// Decimals: money and weights travel as decimal strings (Postgres numeric), never binary floats.

/**
 * A non-negative decimal as a string with at most `integerDigits` digits before the point and
 * `scale` after it ("1", "0.9999", "1234.50"). Numbers are accepted on input and turned into their
 * shortest decimal text, so a client may send 31.1034768 as well as "31.1034768".
 */
export function decimalString(field: string, { integerDigits, scale, positive = false }: { integerDigits: number; scale: number; positive?: boolean }) {
  const pattern = new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${scale}})?$`);
  return z
    .union([z.string().trim(), z.number().finite(`${field} must be a finite number.`).nonnegative(`${field} must not be negative.`)], {
      error: `${field} must be a decimal number.`,
    })
    .transform((value) => (typeof value === 'number' ? numberToDecimalText(value) : value.replace(/^\./, '0.')))
    .pipe(
      z
        .string()
        .regex(pattern, `${field} must be a number ≥ 0 with at most ${integerDigits} digits before the point and ${scale} after it.`)
        .refine((value) => !positive || /[1-9]/.test(value), `${field} must be more than 0.`),
    );
}

/** A number's decimal text without exponent (1e-7 → "0.0000001"). */
function numberToDecimalText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** Money in USD: up to 12 digits and cents. */
export const moneySchema = (field: string) => decimalString(field, { integerDigits: 12, scale: 2 });
/** A decimal as the API sends it (Postgres numeric text). */
export const decimalTextSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso
  .date('Use a date as YYYY-MM-DD.')
  .refine((value) => !value.startsWith('0000-'), 'There is no year 0: use a year from 0001 on.');

