import { describe, expect, it } from 'vitest';
import { avatarColor, hashString, initialsOf } from './initials-avatar';

describe('initialsOf', () => {
  it('takes the first and last word of the name', () => {
    expect(initialsOf('Erin Example', 'erin@bullion.test')).toBe('EE');
    expect(initialsOf('  mary ann  de la cruz ', '')).toBe('MC');
    expect(initialsOf('Dana', 'dana@x.test')).toBe('D');
  });

  it('falls back to the e-mail, then to ?', () => {
    expect(initialsOf('', 'john.smith@example.com')).toBe('JS');
    expect(initialsOf(undefined, 'zoe@example.com')).toBe('Z');
    expect(initialsOf('', '')).toBe('?');
  });

  it('keeps a whole character for non-BMP letters', () => {
    expect(initialsOf('𝒜lex 𝒵ed', '')).toBe('𝒜𝒵');
  });
});

describe('avatarColor', () => {
  it('is deterministic: the same e-mail always gives the same colour, in any case', () => {
    expect(avatarColor('erin@bullion.test')).toBe(avatarColor('erin@bullion.test'));
    expect(avatarColor(' Erin@Bullion.TEST ')).toBe(avatarColor('erin@bullion.test'));
    expect(hashString('erin@bullion.test')).toBe(hashString('erin@bullion.test'));
  });

  it('is a stable HSL colour, not random per load', () => {
    expect(avatarColor('erin@bullion.test')).toMatch(/^hsl\(\d{1,3}, 50%, 38%\)$/);
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });

  it('spreads different addresses over different colours', () => {
    const colours = new Set(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io', 'e@x.io', 'f@x.io'].map(avatarColor));
    expect(colours.size).toBeGreaterThan(3);
  });
});
