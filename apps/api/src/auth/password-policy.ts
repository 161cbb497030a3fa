// The password policy of the auth API, reported the way GoTrue reports weak passwords: 422
// weak_password with reasons. By default it is the product's rule (passwordSchema from
// @bullion/contract, the one the web app's forms check); GoTrue's settings AUTH_PASSWORD_MIN_LENGTH
// and AUTH_PASSWORD_REQUIRED_CHARACTERS change it on the API side only (see docs/auth.md).
import { passwordSchema } from '@bullion/contract';
import type { Config } from '../config';
import { weakPassword } from './supabase-errors';

/** The spec's minimum length, which passwordSchema also checks. */
const DEFAULT_MIN_LENGTH = 8;

export interface PasswordPolicy {
  minLength: number;
  /**
   * Character sets the password needs one character of each (GoTrue's format). null: the spec's rule,
   * letters and digits only with at least one lowercase letter, one uppercase letter and one digit.
   */
  requiredCharacters: readonly string[] | null;
}

type PolicyConfig = Pick<Config, 'AUTH_PASSWORD_MIN_LENGTH' | 'AUTH_PASSWORD_REQUIRED_CHARACTERS'>;

export function passwordPolicy(config: PolicyConfig): PasswordPolicy {
  return {
    minLength: config.AUTH_PASSWORD_MIN_LENGTH ?? DEFAULT_MIN_LENGTH,
    requiredCharacters: config.AUTH_PASSWORD_REQUIRED_CHARACTERS ?? null,
  };
}

/** The spec's character rules, as passwordSchema words them (its length rule is the policy's own). */
function specCharacterProblems(password: string): string[] {
  const result = passwordSchema.safeParse(password);
  return result.success ? [] : result.error.issues.filter((issue) => issue.code !== 'too_small').map((issue) => issue.message);
}

function requiredCharacterProblems(password: string, sets: readonly string[]): string[] {
  const missing = sets.some((set) => ![...set].some((char) => password.includes(char)));
  // GoTrue's wording: one message naming every set.
  return missing ? [`Password should contain at least one character of each: ${sets.join(', ')}.`] : [];
}

export function assertStrongPassword(policy: PasswordPolicy, password: string): void {
  const messages: string[] = [];
  const reasons: string[] = [];
  // GoTrue's wording for GoTrue's rule (PASSWORD_MIN_LENGTH); the spec's character rules keep the form's.
  if (password.length < policy.minLength) {
    messages.push(`Password should be at least ${policy.minLength} characters.`);
    reasons.push('length');
  }
  const characterProblems =
    policy.requiredCharacters === null ? specCharacterProblems(password) : requiredCharacterProblems(password, policy.requiredCharacters);
  if (characterProblems.length) {
    messages.push(...new Set(characterProblems));
    reasons.push('characters');
  }
  if (reasons.length) throw weakPassword(messages.join(' '), reasons);
}
