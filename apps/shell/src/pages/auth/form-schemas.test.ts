import { PASSWORD_RULE_TEXT } from '@bullion/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './components/zod-rule';
import {
  FIELD_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  resetCodeSchema,
  signupSchema,
  verifyEmailSchema,
} from './form-schemas';

const signup = (password: string) => fieldErrors(signupSchema, { fullName: 'Jane Doe', email: 'jane@example.com', password }).password;

describe('sign-up password', () => {
  it('asks for a password when empty', () => {
    expect(signup('')).toBe(FIELD_MESSAGES.newPasswordRequired);
  });
  it('refuses fewer than 8 characters', () => {
    expect(signup('Abc1')).toBe('Password must be at least 8 characters.');
    expect(signup('Abcdef1')).toBe('Password must be at least 8 characters.');
  });
  it('refuses a password without an uppercase letter', () => {
    expect(signup('abcdefg1')).toBe('Password needs at least one uppercase letter.');
  });
  it('refuses a password without a lowercase letter', () => {
    expect(signup('ABCDEFG1')).toBe('Password needs at least one lowercase letter.');
  });
  it('refuses a password without a digit', () => {
    expect(signup('Abcdefgh')).toBe('Password needs at least one digit.');
  });
  it('refuses symbols and spaces: letters and digits only', () => {
    expect(signup('Abcdefg1!')).toBe('Password may contain only letters and digits.');
    expect(signup('Abcd efg1')).toBe('Password may contain only letters and digits.');
  });
  it('accepts 8 letters and digits with lower, upper and digit', () => {
    expect(signup('Abcdefg1')).toBeUndefined();
    expect(PASSWORD_RULE_TEXT).toMatch(/At least 8 characters/);
  });
});

describe('required fields and e-mail format', () => {
  it('login needs an e-mail and a password, but not the sign-up rule', () => {
    expect(fieldErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: FIELD_MESSAGES.emailRequired,
      password: FIELD_MESSAGES.passwordRequired,
    });
    expect(fieldErrors(loginSchema, { email: 'a@example.com', password: 'old' })).toEqual({});
  });
  it('sign-up needs a full name that is not just spaces', () => {
    expect(fieldErrors(signupSchema, { fullName: '   ', email: 'a@example.com', password: 'Abcdefg1' })).toEqual({
      fullName: FIELD_MESSAGES.fullNameRequired,
    });
    expect(fieldErrors(signupSchema, { fullName: 'x'.repeat(121), email: 'a@example.com', password: 'Abcdefg1' }).fullName).toBe(
      FIELD_MESSAGES.fullNameTooLong,
    );
  });
  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com'])('refuses %j as an e-mail address', (email) => {
    expect(fieldErrors(forgotPasswordSchema, { email }).email).toBe(FIELD_MESSAGES.emailInvalid);
  });
  it('trims the e-mail address', () => {
    expect(forgotPasswordSchema.parse({ email: '  jane@example.com ' })).toEqual({ email: 'jane@example.com' });
  });
  it('treats a missing value as empty, not as a type error', () => {
    expect(fieldErrors(forgotPasswordSchema, {}).email).toBe(FIELD_MESSAGES.emailRequired);
  });
});

describe('6-digit code', () => {
  it.each(['', '12345', '1234567', '12a456', '12 456'])('refuses %j', (code) => {
    expect(fieldErrors(verifyEmailSchema, { email: 'a@example.com', code }).code).toBe(FIELD_MESSAGES.code);
    expect(fieldErrors(resetCodeSchema, { email: 'a@example.com', code }).code).toBe(FIELD_MESSAGES.code);
  });
  it('accepts six digits (surrounding spaces trimmed)', () => {
    expect(verifyEmailSchema.parse({ email: 'a@example.com', code: ' 012345 ' }).code).toBe('012345');
  });
});

describe('new password with confirmation (reset)', () => {
  it('applies the password rule', () => {
    expect(fieldErrors(newPasswordSchema, { password: 'short1A', confirm: 'short1A' }).password).toBe('Password must be at least 8 characters.');
    expect(fieldErrors(newPasswordSchema, { password: 'abcdefgh1', confirm: 'abcdefgh1' }).password).toBe(
      'Password needs at least one uppercase letter.',
    );
    expect(fieldErrors(newPasswordSchema, { password: 'Abcdefgh', confirm: 'Abcdefgh' }).password).toBe('Password needs at least one digit.');
    expect(fieldErrors(newPasswordSchema, { password: 'Abcdefg1$', confirm: 'Abcdefg1$' }).password).toBe(
      'Password may contain only letters and digits.',
    );
  });
  it('asks for the confirmation and says when it differs, even while the password is still weak', () => {
    expect(fieldErrors(newPasswordSchema, { password: 'Abcdefg1', confirm: '' }).confirm).toBe(FIELD_MESSAGES.confirmRequired);
    expect(fieldErrors(newPasswordSchema, { password: 'Abcdefg1', confirm: 'Abcdefg2' }).confirm).toBe(FIELD_MESSAGES.passwordsDiffer);
    expect(fieldErrors(newPasswordSchema, { password: 'abc', confirm: 'abd' }).confirm).toBe(FIELD_MESSAGES.passwordsDiffer);
    expect(fieldErrors(newPasswordSchema, { password: 'Abcdefg1', confirm: 'Abcdefg1' })).toEqual({});
  });
});
