import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  useDialogQueue,
  confirmLeave,
  hasUnsavedChanges,
  hasUnsavedChangesOnPage,
  LEAVE_CONFIRMATION,
  stableJson,
  useUnsavedChanges,
} from '@bullion/shared';
import { UnsavedChangesBar } from './unsaved-changes-bar';

interface Form {
  title: string;
  tags: string[];
}

const DEFAULTS: Form = { title: 'Gold Eagle', tags: ['coin'] };

function useForm(defaults: Form = DEFAULTS) {
  const [values, setValues] = useState(defaults);
  const changes = useUnsavedChanges(defaults, values, setValues);
  return { values, setValues, changes };
}

function Editor() {
  const { values, setValues, changes } = useForm();
  return (
    <>
      <input aria-label="Title" value={values.title} onChange={(event) => setValues({ ...values, title: event.target.value })} />
      {changes.dirty ? <UnsavedChangesBar onDiscard={changes.discard} onSave={changes.save} /> : null}
      <a href="/inventory">Inventory</a>
      <a href="#spots">Spots</a>
    </>
  );
}

afterEach(() => {
  cleanup();
  useDialogQueue.setState({ open: [] });
  window.history.replaceState(null, '', '/');
});

describe('comparison as JSON', () => {
  it('sees no change for equal values, whatever the key order', () => {
    expect(hasUnsavedChanges({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(false);
    expect(stableJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('sees a change in any nested value or array order', () => {
    expect(hasUnsavedChanges({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [2, 1] } })).toBe(true);
    expect(hasUnsavedChanges({ title: 'x' }, { title: 'x', desc: '' })).toBe(true);
  });
});

describe('useUnsavedChanges', () => {
  it('is clean with the defaults and dirty after a change', () => {
    const { result } = renderHook(() => useForm());
    expect(result.current.changes.dirty).toBe(false);
    act(() => result.current.setValues({ ...DEFAULTS, title: 'Silver Eagle' }));
    expect(result.current.changes.dirty).toBe(true);
    act(() => result.current.setValues({ ...DEFAULTS }));
    expect(result.current.changes.dirty).toBe(false);
  });

  it('Discard restores the defaults', () => {
    const { result } = renderHook(() => useForm());
    act(() => result.current.setValues({ title: 'Changed', tags: [] }));
    let restored: Form | undefined;
    act(() => {
      restored = result.current.changes.discard();
    });
    expect(restored).toEqual(DEFAULTS);
    expect(result.current.values).toEqual(DEFAULTS);
    expect(result.current.changes.dirty).toBe(false);
  });

  it('Save promotes the current values to defaults', () => {
    const { result } = renderHook(() => useForm());
    act(() => result.current.setValues({ title: 'Saved title', tags: ['bar'] }));
    act(() => result.current.changes.save());
    expect(result.current.changes.dirty).toBe(false);
    expect(result.current.changes.defaults).toEqual({ title: 'Saved title', tags: ['bar'] });
    // A later discard goes back to the saved values, not the original defaults.
    act(() => result.current.setValues({ title: 'Another', tags: [] }));
    act(() => {
      result.current.changes.discard();
    });
    expect(result.current.values).toEqual({ title: 'Saved title', tags: ['bar'] });
  });

  it('new defaults from the caller become the baseline', () => {
    const { result, rerender } = renderHook(({ defaults }) => useUnsavedChanges(defaults, { title: 'B', tags: [] }), {
      initialProps: { defaults: { title: 'A', tags: [] } as Form },
    });
    expect(result.current.dirty).toBe(true);
    rerender({ defaults: { title: 'B', tags: [] } });
    expect(result.current.dirty).toBe(false);
  });
});

describe('UnsavedChangesBar', () => {
  it('shows the text with Discard and Save, and Discard hides it again', () => {
    render(<Editor />);
    expect(screen.queryByText('You have unsaved changes')).toBeNull();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Silver Maple' } });
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('You have unsaved changes')).toBeNull();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Gold Eagle');
  });

  it('Save keeps the values and hides the bar', () => {
    render(<Editor />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Silver Maple' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('You have unsaved changes')).toBeNull();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Silver Maple');
  });

  it('disables both buttons while saving', () => {
    render(<UnsavedChangesBar onDiscard={() => undefined} onSave={() => undefined} saving />);
    expect(screen.getByRole('button', { name: 'Discard' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Save/ }).className).toContain('loading');
  });
});

describe('leaving with unsaved changes', () => {
  function beforeUnload() {
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    window.dispatchEvent(event);
    return event;
  }

  it('asks the browser to confirm a reload only while there are changes', () => {
    render(<Editor />);
    expect(beforeUnload().defaultPrevented).toBe(false);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Changed' } });
    expect(hasUnsavedChangesOnPage()).toBe(true);
    expect(beforeUnload().defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(hasUnsavedChangesOnPage()).toBe(false);
    expect(beforeUnload().defaultPrevented).toBe(false);
  });

  it('stops a link to another page, asks, and stays when the user says Stay', async () => {
    const followed = vi.fn();
    render(<Editor />);
    document.addEventListener('click', followed);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Inventory' }));
    expect(followed).not.toHaveBeenCalled();
    const [dialog] = useDialogQueue.getState().open;
    expect(dialog?.kind).toBe('confirm');
    expect(dialog?.kind === 'confirm' ? dialog.request.text : '').toBe(LEAVE_CONFIRMATION);
    await act(async () => (dialog?.kind === 'confirm' ? dialog.resolve(false) : undefined));
    expect(window.location.pathname).toBe('/');
    document.removeEventListener('click', followed);
  });

  it('follows the link after the user confirms', async () => {
    render(<Editor />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Inventory' }));
    const [dialog] = useDialogQueue.getState().open;
    await act(async () => (dialog?.kind === 'confirm' ? dialog.resolve(true) : undefined));
    expect(window.location.pathname).toBe('/inventory');
  });

  it('lets hash links and clean pages through without asking', async () => {
    // jsdom cannot load another document: stop the link's default action once it got through.
    const stopDefault = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopDefault);
    onTestFinished(() => document.removeEventListener('click', stopDefault));
    render(<Editor />);
    fireEvent.click(screen.getByRole('link', { name: 'Inventory' }));
    expect(useDialogQueue.getState().open).toEqual([]);
    await expect(confirmLeave()).resolves.toBe(true);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Spots' }));
    expect(useDialogQueue.getState().open).toEqual([]);
  });

  it('confirmLeave asks once even when called twice at the same time', async () => {
    render(<Editor />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Changed' } });
    const first = confirmLeave();
    const second = confirmLeave();
    expect(useDialogQueue.getState().open).toHaveLength(1);
    const [dialog] = useDialogQueue.getState().open;
    await act(async () => (dialog?.kind === 'confirm' ? dialog.resolve(true) : undefined));
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
  });
});

describe('browser Back and Forward with unsaved changes', () => {
  /** Paths a router (a plain popstate listener, as react-router's) was told about. */
  function watchRouter(): string[] {
    const seen: string[] = [];
    const onPopState = () => seen.push(`${window.location.pathname}${window.location.hash}`);
    window.addEventListener('popstate', onPopState);
    onTestFinished(() => window.removeEventListener('popstate', onPopState));
    return seen;
  }

  /** The history react-router leaves behind: entries carry their position as `idx`. */
  function visit(...paths: string[]) {
    paths.forEach((path, idx) => window.history[idx ? 'pushState' : 'replaceState']({ usr: null, key: path, idx }, '', path));
  }

  function makeDirty() {
    render(<Editor />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Changed' } });
  }

  async function leaveQuestion() {
    await waitFor(() => expect(useDialogQueue.getState().open).toHaveLength(1));
    const [dialog] = useDialogQueue.getState().open;
    if (dialog?.kind !== 'confirm') throw new Error('expected the leave confirmation');
    expect(dialog.request.text).toBe(LEAVE_CONFIRMATION);
    return dialog;
  }

  async function answer(leave: boolean) {
    const dialog = await leaveQuestion();
    await act(async () => dialog.resolve(leave));
  }

  it('holds Back from the form: no router sees it and the address returns to the form while asking', async () => {
    visit('/inventory', '/inventory/7/edit');
    const seen = watchRouter();
    makeDirty();
    window.history.back();
    await leaveQuestion();
    expect(window.location.pathname).toBe('/inventory/7/edit');
    expect(seen).toEqual([]);
    // An unanswered question would stay pending for the next test.
    await answer(false);
  });

  it('goes back after the user chooses Leave', async () => {
    visit('/inventory', '/inventory/7/edit');
    const seen = watchRouter();
    makeDirty();
    window.history.back();
    await answer(true);
    await waitFor(() => expect(window.location.pathname).toBe('/inventory'));
    expect(seen).toEqual(['/inventory']);
  });

  it('stays on the form, with its entries as they were, when the user chooses Stay', async () => {
    visit('/inventory', '/inventory/7/edit');
    const seen = watchRouter();
    makeDirty();
    window.history.back();
    await answer(false);
    expect(window.location.pathname).toBe('/inventory/7/edit');
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(seen).toEqual([]);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Changed');
  });

  it('holds Forward too, and Leave goes forward', async () => {
    visit('/inventory/7/edit', '/orders');
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/inventory/7/edit'));
    const seen = watchRouter();
    makeDirty();
    window.history.forward();
    await leaveQuestion();
    expect(window.location.pathname).toBe('/inventory/7/edit');
    await answer(true);
    await waitFor(() => expect(window.location.pathname).toBe('/orders'));
    expect(seen).toEqual(['/orders']);
  });

  it('asks once when Back is pressed again while the question is open', async () => {
    visit('/inventory', '/inventory/7/edit');
    const seen = watchRouter();
    makeDirty();
    window.history.back();
    await leaveQuestion();
    window.history.back();
    // The second Back is put back as well; wait for its round trip.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useDialogQueue.getState().open).toHaveLength(1);
    expect(window.location.pathname).toBe('/inventory/7/edit');
    await answer(false);
    expect(seen).toEqual([]);
  });

  it('lets a Back that only changes the hash (closing a hash dialog) through', async () => {
    visit('/inventory/7/edit', '/inventory/7/edit#spots');
    const seen = watchRouter();
    makeDirty();
    window.history.back();
    await waitFor(() => expect(seen).toEqual(['/inventory/7/edit']));
    expect(useDialogQueue.getState().open).toEqual([]);
  });

  it('lets Back through when nothing is unsaved', async () => {
    visit('/inventory', '/inventory/7/edit');
    const seen = watchRouter();
    render(<Editor />);
    window.history.back();
    await waitFor(() => expect(seen).toEqual(['/inventory']));
    expect(useDialogQueue.getState().open).toEqual([]);
  });

  it("lets single-spa's artificial popstate through (the app's own navigation)", () => {
    visit('/inventory/7/edit');
    const seen = watchRouter();
    makeDirty();
    window.history.pushState({ usr: null, key: 'orders', idx: 1 }, '', '/orders');
    const artificial = Object.assign(new PopStateEvent('popstate', { state: window.history.state }), {
      singleSpa: true,
      singleSpaTrigger: 'pushState',
    });
    window.dispatchEvent(artificial);
    expect(seen).toEqual(['/orders']);
    expect(useDialogQueue.getState().open).toEqual([]);
  });
});
