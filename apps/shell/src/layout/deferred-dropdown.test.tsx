import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredDropdown } from './deferred-dropdown';

afterEach(cleanup);

function renderMenu(onChoose = vi.fn()) {
  render(
    <DeferredDropdown menu={{ items: [{ key: 'settings', label: 'Settings', onClick: onChoose }] }}>
      <button type="button">Open the menu</button>
    </DeferredDropdown>,
  );
  return onChoose;
}

describe('a deferred dropdown menu', () => {
  it('opens on the first click, once its code has arrived, and runs the chosen entry', async () => {
    const onChoose = renderMenu();
    expect(screen.queryByRole('menuitem', { name: 'Settings' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('keeps keyboard focus on its button when it opens the menu (the button is swapped for antd’s trigger)', async () => {
    renderMenu();
    const before = screen.getByRole('button', { name: 'Open the menu' });
    act(() => before.focus());
    fireEvent.click(before);
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeTruthy();
    const after = screen.getByRole('button', { name: 'Open the menu' });
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
  });

  it('only fetches its code on hover: the button stays the same element, so a press and release land on it', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Open the menu' });
    fireEvent.pointerEnter(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByRole('button', { name: 'Open the menu' })).toBe(button);
    expect(screen.queryByRole('menuitem', { name: 'Settings' })).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeTruthy();
  });
});
