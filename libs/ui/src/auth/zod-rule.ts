// Bridges zod and antd Form: a field's rule parses the whole form with the form's schema and reports
// that field's first issue, so cross-field checks (password confirmation) work too.
import type { FormRule } from 'antd';
import type { z } from 'zod';

/** The first message zod gives for each top-level field. */
export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export function zodRule(schema: z.ZodType, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = fieldErrors(schema, getFieldsValue(true))[field];
      if (message) throw new Error(message);
    },
  });
}

/** The parsed (trimmed) values; call from onFinish, where the rules have already passed. */
export function parseForm<TSchema extends z.ZodType>(schema: TSchema, values: unknown): z.output<TSchema> {
  return schema.parse(values);
}
