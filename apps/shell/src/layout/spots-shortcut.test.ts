import { describe, expect, it } from 'vitest';
import { isSpotsShortcut } from './protected-layout';

const key = (init: Partial<KeyboardEvent>) => ({ key: 's', code: 'KeyS', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });

describe('isSpotsShortcut', () => {
  it('is Ctrl+S or ⌘+S', () => {
    expect(isSpotsShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSpotsShortcut(key({ metaKey: true }))).toBe(true);
    expect(isSpotsShortcut(key({ ctrlKey: true, key: 'S' }))).toBe(true);
    // Another keyboard layout: the physical S key.
    expect(isSpotsShortcut(key({ ctrlKey: true, key: 'ы' }))).toBe(true);
  });

  it('is not plain S, Ctrl+Shift+S, Ctrl+Alt+S or Ctrl+A', () => {
    expect(isSpotsShortcut(key({}))).toBe(false);
    expect(isSpotsShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSpotsShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSpotsShortcut(key({ ctrlKey: true, key: 'a', code: 'KeyA' }))).toBe(false);
  });
});
