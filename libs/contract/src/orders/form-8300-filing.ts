// The "filed on" status of an order flagged for Form 8300 review: an admin records the day the group
// filed the form with the IRS (the app files nothing). One rule for the API, the mocks and the
// customer page: only a flagged order, a real day, not in the future and not before the order was
// made. Pure: the moment judged against is a parameter.
import { z } from 'zod';
import { isoDateSchema, MAX_INT4, unknownFieldsError } from '../common/schemas';

/** Why a member who is not an admin cannot record a filing. */
export const FORM_8300_FILING_ADMINS_ONLY = 'Only the group’s admins can record that a Form 8300 was filed.';

/** The calendar day it already is somewhere on Earth (UTC+14) at `now`: no later day is "today" for anyone. */
export function latestDayAt(now: Date | number): string {
  return new Date(new Date(now).getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** The earliest calendar day anywhere (UTC−12) at `at`. */
function earliestDayAt(at: Date | number | string): string {
  return new Date(new Date(at).getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

export interface FilingRefusal {
  code: 'not_flagged' | 'filed_on_invalid';
  message: string;
}

/** Why this order cannot be recorded as filed on `filedOn`, or null when it can. */
export function form8300FilingRefusal(order: { form8300: { review: boolean }; createdAt: string }, filedOn: string, now: Date | number): FilingRefusal | null {
  if (!order.form8300.review) return { code: 'not_flagged', message: 'Only an order flagged for Form 8300 review can be recorded as filed.' };
  if (filedOn > latestDayAt(now)) return { code: 'filed_on_invalid', message: 'The filing date cannot be in the future.' };
  if (filedOn < earliestDayAt(order.createdAt)) return { code: 'filed_on_invalid', message: 'The filing date cannot be before the order was made.' };
  return null;
}

/** POST /orders/{id}/form-8300/filed (admins): the day the form was filed. version, if given, must be current. */
export const form8300FiledBodySchema = z
  .strictObject(
    {
      filedOn: isoDateSchema,
      version: z.number('version must be a number.').int('version must be a whole number.').min(1).max(MAX_INT4).optional(),
    },
    { error: unknownFieldsError() },
  )
  .meta({ id: 'Form8300FiledBody' });
export type Form8300FiledBody = z.input<typeof form8300FiledBodySchema>;
