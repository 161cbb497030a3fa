import { describe, expect, it } from 'vitest';
import { passwordSchema } from './password';

describe('password rule', () => {
  it.each(['Abcdefg1', 'GoldBar2026', 'aB3aB3aB3'])('accepts %s', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['Abcde1', 'at least 8 characters'],
    ['abcdefg1', 'one uppercase letter'],
    ['ABCDEFG1', 'one lowercase letter'],
    ['Abcdefgh', 'one digit'],
    ['Abcdef1!', 'only letters and digits'],
    ['Abc def1', 'only letters and digits'],
  ])('refuses %s: %s', (password, reason) => {
    const result = passwordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' ')).toContain(reason);
  });
});
