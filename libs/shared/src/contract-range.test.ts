import { describe, expect, it } from 'vitest';
import { SHELL_CONTRACT } from './contract';
import { isContractCompatible } from './contract-range';

describe('isContractCompatible', () => {
  it('accepts a remote built for ^1.0.0 against shell contract 1.0.0', () => {
    expect(isContractCompatible('^1.0.0', '1.0.0')).toBe(true);
  });

  it('accepts a remote built for ^1.0.0 against the current shell contract (1.1 to 1.6 only added optional parts)', () => {
    expect(SHELL_CONTRACT).toBe('1.6.0');
    expect(isContractCompatible('^1.0.0')).toBe(true);
  });

  it('accepts remotes built for 1.1 (no portfolio-summary widget) against the current shell', () => {
    expect(isContractCompatible('^1.1.0')).toBe(true);
  });

  it('accepts remotes built for 1.2 (no shared-collection widget) and 1.3 against the current shell', () => {
    expect(isContractCompatible('^1.2.0')).toBe(true);
    expect(isContractCompatible('^1.3.0')).toBe(true);
  });

  it('accepts remotes built for 1.3 (no page preload) and 1.4 against shell contract 1.4', () => {
    expect(isContractCompatible('^1.3.0')).toBe(true);
    expect(isContractCompatible('^1.4.0')).toBe(true);
  });

  it('accepts remotes built for 1.4 (no widget preload) and 1.5 against shell contract 1.5', () => {
    expect(isContractCompatible('^1.4.0')).toBe(true);
    expect(isContractCompatible('^1.5.0')).toBe(true);
  });

  it('accepts remotes built for 1.5 (no orders-summary widget) and 1.6 against shell contract 1.6', () => {
    expect(isContractCompatible('^1.5.0')).toBe(true);
    expect(isContractCompatible('^1.6.0')).toBe(true);
  });

  it('refuses a remote built for 1.6 on a 1.5 shell, whose dashboard would not know the orders summary', () => {
    expect(isContractCompatible('^1.6.0', '1.5.0')).toBe(false);
  });

  it('refuses a remote built for 1.5 on a 1.4 shell, which would not preload its widgets', () => {
    expect(isContractCompatible('^1.5.0', '1.4.0')).toBe(false);
  });

  it('refuses a remote built for 1.4 on a 1.3 shell, which would not preload its pages', () => {
    expect(isContractCompatible('^1.4.0', '1.3.0')).toBe(false);
  });

  it('refuses a remote built for 1.3 on a 1.2 shell, which has no page for its shared-collection widget', () => {
    expect(isContractCompatible('^1.3.0', '1.2.0')).toBe(false);
  });

  it('refuses a remote built for 1.2 on a 1.1 shell, whose shared library would not build its portfolio-summary widget', () => {
    expect(isContractCompatible('^1.2.0', '1.1.0')).toBe(false);
  });

  it('refuses a remote built for the next major contract ^2.0.0', () => {
    expect(isContractCompatible('^2.0.0', '1.0.0')).toBe(false);
    expect(isContractCompatible('^2.0.0')).toBe(false);
  });

  it('refuses a remote that needs a newer minor than the shell provides', () => {
    expect(isContractCompatible('^1.2.0', '1.0.0')).toBe(false);
  });

  it.each(['', '   ', 'not-a-range', '^^1', 'banana@2', '1.0.0 ||| 2'])('refuses the garbage range %j', (range) => {
    expect(isContractCompatible(range, '1.0.0')).toBe(false);
  });
});
