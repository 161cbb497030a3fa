import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }),
}));
vi.mock('sonner', () => sonner);

// A fresh module per test: the toast service keeps whether sonner is loaded and the Toaster mounted.
async function freshToasts() {
  vi.resetModules();
  return import('./toast');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => vi.clearAllMocks());

describe('toastService', () => {
  it('asks the host for its Toaster on the first toast and answers with an id at once', async () => {
    const { toastService, useToasterWanted } = await freshToasts();
    expect(useToasterWanted.getState().wanted).toBe(false);
    const id = toastService.show('success', 'Saved');
    expect(id).toEqual(expect.any(String));
    expect(useToasterWanted.getState().wanted).toBe(true);
    expect(toastService.show('info', 'Again', { id: 'mine' })).toBe('mine');
  });

  it('keeps toasts until the Toaster is mounted, then shows them in order with their ids', async () => {
    const { toastService, toasterMounted } = await freshToasts();
    const first = toastService.show('success', 'Saved', { description: 'All of it' });
    toastService.show('error', 'Failed');
    await settle();
    expect(sonner.toast.success).not.toHaveBeenCalled();
    toasterMounted();
    await settle();
    expect(sonner.toast.success).toHaveBeenCalledWith('Saved', { description: 'All of it', id: first });
    expect(sonner.toast.error).toHaveBeenCalledWith('Failed', expect.objectContaining({ id: expect.any(String) }));
    expect(sonner.toast.success.mock.invocationCallOrder[0]).toBeLessThan(sonner.toast.error.mock.invocationCallOrder[0] ?? 0);
  });

  it('dismisses through sonner once toasts exist, and does not load sonner for a dismiss alone', async () => {
    const { toastService, toasterMounted } = await freshToasts();
    toastService.dismiss('nothing-yet');
    toasterMounted();
    await settle();
    expect(sonner.toast.dismiss).not.toHaveBeenCalled();
    const id = toastService.show('loading', 'Importing…');
    toastService.dismiss(id);
    await settle();
    expect(sonner.toast.dismiss).toHaveBeenCalledWith(id);
  });
});
