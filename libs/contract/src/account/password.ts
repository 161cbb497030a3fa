import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

/** A password has at least 8 characters, only letters and digits, with a lowercase, an uppercase and a digit. */
export const PASSWORD_RULE_TEXT =
  'At least 8 characters, letters and digits only, with at least one lowercase letter, one uppercase letter and one digit.';

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .regex(/^[A-Za-z0-9]+$/, 'Password may contain only letters and digits.')
  .regex(/[a-z]/, 'Password needs at least one lowercase letter.')
  .regex(/[A-Z]/, 'Password needs at least one uppercase letter.')
  .regex(/[0-9]/, 'Password needs at least one digit.');
