import { describe, expect, it } from 'vitest';
import { businessHeading, businessIdentityInputSchema, businessLogoProblem, BUSINESS_LOGO_MAX_BYTES, EMPTY_BUSINESS_IDENTITY } from './business-identity';

const problems = (input: unknown) => {
  const result = businessIdentityInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('business identity', () => {
  it('takes the fields trimmed, and blank or null as clearing them', () => {
    expect(businessIdentityInputSchema.parse({ legalName: '  Sterling LLC ', phone: '', email: null })).toEqual({ legalName: 'Sterling LLC', phone: null, email: null });
    expect(businessIdentityInputSchema.parse({})).toEqual({});
  });

  it('takes phone numbers as people write them and refuses what is not one', () => {
    for (const phone of ['+1 (303) 555-0199', '303.555.0199', '+44 20 7946 0958', '303-555-0199 ext. 12']) expect(problems({ phone }), phone).toEqual([]);
    for (const phone of ['call me', '555', '+1 303 555 0199 0199 0199 0199 0199']) expect(problems({ phone }), phone).not.toEqual([]);
  });

  it('refuses an e-mail that is not one, a tax ID with other signs, overlong text and unknown fields', () => {
    expect(problems({ email: 'desk@' })).toEqual(['business.email must be an e-mail address.']);
    expect(problems({ taxId: '12-3456789' })).toEqual([]);
    expect(problems({ taxId: '12#3456789' })[0]).toContain('business.taxId');
    expect(problems({ legalName: 'x'.repeat(201) })).toEqual(['business.legalName must be at most 200 characters.']);
    expect(problems({ address: 'a\nb\nc\nd\ne\nf\ng' })).toEqual(['business.address must be at most 6 lines.']);
    expect(problems({ website: 'x' })[0]).toContain('Unknown field: website');
  });

  it('names a logo in a group’s folder, PNG or JPEG', () => {
    expect(problems({ logoPath: '3f1c7a52-9b1e-4c55-8a0e-5d2a6b7c8d9e/business-logo-1.png' })).toEqual([]);
    expect(problems({ logoPath: '3f1c7a52-9b1e-4c55-8a0e-5d2a6b7c8d9e/logo.gif' })).not.toEqual([]);
    expect(problems({ logoPath: '../secrets/logo.png' })).not.toEqual([]);
    expect(businessLogoProblem({ type: 'image/webp', size: 10 })).toBe('The logo must be a PNG or JPEG image.');
    expect(businessLogoProblem({ type: 'image/png', size: BUSINESS_LOGO_MAX_BYTES + 1 })).toBe('The logo must be at most 1 MB.');
    expect(businessLogoProblem({ type: 'image/jpeg', size: BUSINESS_LOGO_MAX_BYTES })).toBeNull();
  });

  it('heads a document with the legal name, else the group’s name, then address, contact and tax ID', () => {
    expect(businessHeading({ ...EMPTY_BUSINESS_IDENTITY, legalName: 'Sterling LLC', address: '12 Assay Lane\n\nDenver, CO', phone: '303-555-0199', email: 'desk@x.example', taxId: '12-3456789' }, 'Sterling')).toEqual({
      name: 'Sterling LLC',
      lines: ['12 Assay Lane', 'Denver, CO', '303-555-0199 · desk@x.example', 'Tax ID 12-3456789'],
    });
    expect(businessHeading(null, 'Sterling & Sons')).toEqual({ name: 'Sterling & Sons', lines: [] });
  });
});
