import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commaList } from './schemas';

const metals = commaList('metal', z.string().toLowerCase().pipe(z.enum(['gold', 'silver'])), 'a metal (gold, silver)');

describe('commaList', () => {
  it.each([
    ['the comma form of a URL', 'gold,silver', ['gold', 'silver']],
    ['an array', ['gold', 'silver'], ['gold', 'silver']],
    ['an array of comma forms (a parameter given twice)', ['gold', 'silver,gold'], ['gold', 'silver']],
    ['spaces, empty items, repeats and any case', ' Gold,, silver ,GOLD', ['gold', 'silver']],
    ['nothing', '', []],
  ])('parses %s into a typed array', (_label, input, expected) => {
    expect(metals.parse(input)).toEqual(expected);
  });

  it('refuses each unknown value with a message naming the field and the value', () => {
    const result = metals.safeParse('gold,tin,lead');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'metal: tin is not a metal (gold, silver).',
      'metal: lead is not a metal (gold, silver).',
    ]);
  });

  it('refuses more values than allowed, and what is not text', () => {
    const short = commaList('type', z.string(), 'a type', { maxItems: 2 });
    expect(short.safeParse('a,b,c').error?.issues[0]?.message).toBe('type may list at most 2 values.');
    expect(short.safeParse(3).error?.issues[0]?.message).toBe('type must be a comma-separated list of values.');
  });
});
