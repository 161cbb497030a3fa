import { describe, expect, it, vi } from 'vitest';
import { claimOwnChunkErrors, failedChunkUrl } from './own-chunk-errors';

function preloadError(message: string) {
  return Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new TypeError(message) });
}

describe("a remote's own chunk errors", () => {
  it('reads the address a chunk-load error names (Chromium, Firefox, CSS), and none where there is none (Safari)', () => {
    expect(failedChunkUrl(new TypeError('Failed to fetch dynamically imported module: https://inventory.cdn.example/assets/inventory-page-1.js'))).toBe('https://inventory.cdn.example/assets/inventory-page-1.js');
    expect(failedChunkUrl(new TypeError('error loading dynamically imported module: https://cdn.example/inventory/assets/a.js'))).toBe('https://cdn.example/inventory/assets/a.js');
    expect(failedChunkUrl(new Error('Unable to preload CSS for https://inventory.cdn.example/assets/a.css'))).toBe('https://inventory.cdn.example/assets/a.css');
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });

  it("keeps the shell's page reload for its own chunks and for unnamed failures, not for the remote's", () => {
    const target = new EventTarget() as Window;
    // The shell's listener, added first (at start-up), as bootstrap.tsx does.
    const shellReload = vi.fn();
    target.addEventListener('vite:preloadError', shellReload);
    claimOwnChunkErrors('https://inventory.cdn.example/assets/', target);
    claimOwnChunkErrors('https://inventory.cdn.example/assets/', target);

    const own = preloadError('Failed to fetch dynamically imported module: https://inventory.cdn.example/assets/inventory-page-1.js');
    target.dispatchEvent(own);
    expect(shellReload).not.toHaveBeenCalled();
    // Not cancelled: the import rejects, and the remote's error boundary reports it to the shell.
    expect(own.defaultPrevented).toBe(false);

    target.dispatchEvent(preloadError('Failed to fetch dynamically imported module: https://app.example/assets/dashboard-page-1.js'));
    target.dispatchEvent(preloadError('Importing a module script failed.'));
    expect(shellReload).toHaveBeenCalledTimes(2);
  });
});
