import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { needsSecondFactor } from './session-store';

const jwt = (claims: Record<string, unknown>) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
const session = (aal: string, factors: { status: string }[]) =>
  ({ access_token: jwt({ sub: 'u1', exp: 9_999_999_999, aal }), user: { id: 'u1', factors } }) as unknown as Session;

describe('a session that still owes its second factor', () => {
  it('is one at aal1 whose user has a verified authenticator', () => {
    expect(needsSecondFactor(session('aal1', [{ status: 'verified' }]))).toBe(true);
  });

  it('is not one once the code was given (aal2)', () => {
    expect(needsSecondFactor(session('aal2', [{ status: 'verified' }]))).toBe(false);
  });

  it('is not one for a user without a verified authenticator (an unfinished enrolment does not count)', () => {
    expect(needsSecondFactor(session('aal1', []))).toBe(false);
    expect(needsSecondFactor(session('aal1', [{ status: 'unverified' }]))).toBe(false);
  });
});
