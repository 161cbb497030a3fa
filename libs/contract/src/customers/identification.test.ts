import { describe, expect, it } from 'vitest';
import { customerIdentificationInputSchema, dateOfBirthRefusal, formatTin, hasIdentification, identificationMissing, maskTin, tinDigits } from './identification';
import { customerInputSchema, customerPatchSchema } from './schemas';

const messages = (input: unknown) => {
  const result = customerIdentificationInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('customer identification', () => {
  it('takes a date of birth in the past, of a customer at least 18 years old', () => {
    expect(dateOfBirthRefusal('1980-05-17', '2026-11-02')).toBeNull();
    expect(dateOfBirthRefusal('2008-11-02', '2026-11-02')).toBeNull();
    expect(dateOfBirthRefusal('2008-11-03', '2026-11-02')).toBe('The customer must be at least 18 years old.');
    expect(dateOfBirthRefusal('2026-11-03', '2026-11-02')).toBe('Date of birth cannot be in the future.');
    expect(dateOfBirthRefusal('1899-12-31', '2026-11-02')).toBe('Date of birth must be in 1900 or later.');
  });

  it('counts the 18 years from 29 February as from 28 February in a common year', () => {
    expect(dateOfBirthRefusal('2008-02-28', '2026-02-28')).toBeNull();
    expect(dateOfBirthRefusal('2008-02-29', '2026-02-28')).toBe('The customer must be at least 18 years old.');
  });

  it('keeps a TIN as its nine digits, typed with or without dashes', () => {
    expect(tinDigits('123-45-6789')).toBe('123456789');
    expect(tinDigits('12-3456789')).toBe('123456789');
    expect(tinDigits(' 123 45 6789 ')).toBe('123456789');
    expect(tinDigits('12345678')).toBeNull();
    expect(tinDigits('1234567890')).toBeNull();
    expect(tinDigits('12345678a')).toBeNull();
    expect(tinDigits('000-00-0000')).toBeNull();
    expect(formatTin('123456789')).toBe('123-45-6789');
    expect(maskTin('123456789')).toBe('•••-••-6789');
  });

  it('parses a whole identification, blank fields as not recorded', () => {
    expect(
      customerIdentificationInputSchema.parse({ dateOfBirth: '1975-03-09', occupation: ' Jeweler ', idType: 'passport', idNumber: 'X1234567', idIssuer: 'United States', tin: '123-45-6789' }),
    ).toEqual({ dateOfBirth: '1975-03-09', occupation: 'Jeweler', idType: 'passport', idNumber: 'X1234567', idIssuer: 'United States', tin: '123456789' });
    expect(customerIdentificationInputSchema.parse({ occupation: '', tin: '' })).toEqual({ dateOfBirth: null, occupation: null, idType: null, idNumber: null, idIssuer: null, tin: null });
  });

  it('says what is wrong with each field in words', () => {
    expect(messages({ tin: '12-345' })).toEqual(['tin: TIN must be 9 digits (SSN, ITIN or EIN); dashes are fine.']);
    expect(messages({ dateOfBirth: '3000-01-01' })).toEqual(['dateOfBirth: Date of birth cannot be in the future.']);
    expect(messages({ dateOfBirth: '17/05/1980' })).toEqual(['dateOfBirth: Use a date as YYYY-MM-DD.']);
    expect(messages({ idType: 'library_card' })[0]).toMatch(/^idType: ID type must be one of drivers_license, passport/);
    expect(messages({ occupation: 'x'.repeat(201) })).toEqual(['occupation: Occupation must be at most 200 characters.']);
    expect(messages({ ssn: '123456789' })).toEqual([': Unknown field: ssn.']);
  });

  it('takes an ID only with its type, number and issuer together', () => {
    expect(messages({ idNumber: 'D1234567' })).toEqual(['idType: Give the type of the ID.', 'idIssuer: Give who issued the ID (state or country).']);
    expect(messages({ idType: 'drivers_license', idIssuer: 'NV' })).toEqual(['idNumber: Give the ID number.']);
    expect(messages({ idType: 'drivers_license', idNumber: 'D1234567', idIssuer: 'NV' })).toEqual([]);
    // Every message at once, so a form shows them all: the incomplete ID beside a wrong TIN.
    expect(messages({ idNumber: 'D1234567', tin: '12' })).toEqual([
      'tin: TIN must be 9 digits (SSN, ITIN or EIN); dashes are fine.',
      'idType: Give the type of the ID.',
      'idIssuer: Give who issued the ID (state or country).',
    ]);
  });

  it('rides in a customer body whole, null clearing it', () => {
    expect(customerInputSchema.parse({ name: 'Ann', identification: { occupation: 'Farmer' } }).identification?.occupation).toBe('Farmer');
    expect(customerPatchSchema.parse({ identification: null })).toEqual({ identification: null });
    expect(customerPatchSchema.parse({ shippingAddress: ' 1 Dock Rd ' })).toEqual({ shippingAddress: '1 Dock Rd' });
    expect(customerPatchSchema.safeParse({ identification: { idNumber: 'A1' } }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['identification.idType', 'identification.idIssuer']);
  });

  it('says what Form 8300 still needs', () => {
    expect(hasIdentification(null)).toBe(false);
    expect(hasIdentification({ dateOfBirth: null, occupation: 'Farmer', idType: null, idNumber: null, idIssuer: null, tin: null })).toBe(true);
    expect(identificationMissing(null, null)).toEqual(['address', 'date of birth', 'occupation', 'identifying document', 'TIN']);
    expect(identificationMissing({ dateOfBirth: '1970-01-01', occupation: 'Farmer', idType: 'passport', idNumber: 'P1', idIssuer: 'US', tin: '123456789' }, '1 Main St')).toEqual([]);
  });
});
