import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileOnce } from './create-once';
import { removeScratchLeftovers, SCRATCH_LEFTOVER_AGE_MS } from './maintenance';
import { scratchDir, storageRoot } from './storage/paths';

describe('removeScratchLeftovers', () => {
  it('removes interrupted uploads but leaves recent ones alone (another instance may be writing them)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bullion-maintenance-'));
    const scratch = scratchDir(storageRoot(dataDir));
    mkdirSync(scratch, { recursive: true });
    writeFileSync(join(scratch, 'old.upload'), 'x');
    writeFileSync(join(scratch, 'new.upload'), 'x');
    const old = (Date.now() - SCRATCH_LEFTOVER_AGE_MS - 60_000) / 1000;
    utimesSync(join(scratch, 'old.upload'), old, old);
    expect(removeScratchLeftovers(dataDir)).toBe(1);
    expect(readdirSync(scratch)).toEqual(['new.upload']);
  });

  it('does nothing without a scratch folder', () => {
    expect(removeScratchLeftovers(mkdtempSync(join(tmpdir(), 'bullion-maintenance-')))).toBe(0);
  });
});

describe('createFileOnce', () => {
  it('keeps the first content: a second instance starting on the same data folder gets the same secret', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bullion-once-')), 'secrets', 'jwt-secret');
    expect(createFileOnce(file, 'first')).toBe('first');
    expect(createFileOnce(file, 'second')).toBe('first');
    // Nothing is left beside it.
    expect(readdirSync(join(file, '..'))).toEqual(['jwt-secret']);
  });
});
