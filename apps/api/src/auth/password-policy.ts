// The one password rule of the product (passwordSchema from @bullion/api-client, shared with the web
// app), reported the way GoTrue reports weak passwords: 422 weak_password with reasons.
import { passwordSchema } from '@bullion/api-client/schemas';
import { weakPassword } from './supabase-errors';

export function assertStrongPassword(password: string): void {
  const result = passwordSchema.safeParse(password);
  if (result.success) return;
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  // GoTrue's reason names: 'length' for too short, 'characters' for missing character classes.
  const reasons = [...new Set(result.error.issues.map((issue) => (issue.code === 'too_small' ? 'length' : 'characters')))];
  throw weakPassword(messages.join(' '), reasons);
}
