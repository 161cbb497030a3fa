// The dispose form's values and their request body, checked with the API's schema. An amount is
// only sent for kinds that bring money back (sold, traded, returned, melted).
import { dispositionInputSchema, DISPOSITION_KINDS_WITH_AMOUNT, type DispositionInput, type DispositionKind } from '@bullion/contract';

export interface DispositionFormValues {
  kind: DispositionKind;
  date: string | null;
  quantity: number | null;
  amount: string;
  counterparty: string;
  notes: string;
}

export function emptyDisposition(quantity: number, today: string): DispositionFormValues {
  return { kind: 'sold', date: today, quantity, amount: '', counterparty: '', notes: '' };
}

export const needsAmount = (kind: DispositionKind) => DISPOSITION_KINDS_WITH_AMOUNT.includes(kind);

export type DispositionErrors = Partial<Record<keyof DispositionFormValues | 'form', string[]>>;

export type DispositionCheck = { ok: true; body: DispositionInput; split: boolean } | { ok: false; errors: DispositionErrors };

export function checkDisposition(values: DispositionFormValues, lot: { quantity: number; version: number }): DispositionCheck {
  const body = {
    kind: values.kind,
    date: values.date ?? '',
    quantity: values.quantity ?? undefined,
    amount: needsAmount(values.kind) ? values.amount.trim() || null : null,
    counterparty: values.counterparty.trim() || null,
    notes: values.notes.trim() || null,
    version: lot.version,
  };
  const errors: DispositionErrors = {};
  const parsed = dispositionInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = (typeof issue.path[0] === 'string' ? issue.path[0] : 'form') as keyof DispositionErrors;
      (errors[field] ??= []).push(issue.path[0] === 'date' && !values.date ? 'Choose the date.' : issue.message);
    }
  }
  if (values.quantity !== null && values.quantity > lot.quantity) (errors.quantity ??= []).push(`This lot has ${lot.quantity.toLocaleString('en-US')} pieces.`);
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, body: body as DispositionInput, split: (values.quantity ?? lot.quantity) < lot.quantity };
}
