import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { hashDialogIdOf, useHashDialog, type HashDialogControls } from './use-hash-dialog';

let controls: HashDialogControls;
let goBack: () => void;

function Probe() {
  controls = useHashDialog('spots');
  const location = useLocation();
  const navigate = useNavigate();
  goBack = () => void navigate(-1);
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}
      {location.hash}|{controls.isOpen ? 'open' : 'closed'}
    </p>
  );
}

const where = () => screen.getByTestId('where').textContent;

function renderAt(...entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Probe />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('hashDialogIdOf', () => {
  it('names the dialog of a hash, or null', () => {
    expect(hashDialogIdOf('#spots')).toBe('spots');
    expect(hashDialogIdOf('#product:123')).toBe('product:123');
    expect(hashDialogIdOf('#section-2')).toBeNull();
    expect(hashDialogIdOf('')).toBeNull();
  });
});

describe('useHashDialog', () => {
  it('opening sets the hash on a new entry, keeping path and search; closing goes back', () => {
    renderAt('/inventory?q=gold');
    expect(where()).toBe('/inventory?q=gold|closed');
    act(() => controls.open());
    expect(where()).toBe('/inventory?q=gold#spots|open');
    expect(controls.openedInApp).toBe(true);
    act(() => controls.close());
    expect(where()).toBe('/inventory?q=gold|closed');
  });

  it('browser Back closes a dialog opened in-app', () => {
    renderAt('/');
    act(() => controls.open());
    expect(where()).toBe('/#spots|open');
    act(() => goBack());
    expect(where()).toBe('/|closed');
  });

  it('a deep link opens the dialog; closing replaces the entry without the hash (no leaving the app)', () => {
    renderAt('/elsewhere', '/catalog#spots');
    expect(where()).toBe('/catalog#spots|open');
    expect(controls.openedInApp).toBe(false);
    act(() => controls.close());
    expect(where()).toBe('/catalog|closed');
    // The entry was replaced: Back goes to the page before, not to the dialog again.
    act(() => goBack());
    expect(where()).toBe('/elsewhere|closed');
  });

  it('closeTo replaces the dialog entry, so Back does not reopen it', () => {
    renderAt('/');
    act(() => controls.open());
    act(() => controls.closeTo('/settings/people?invite=true'));
    expect(where()).toBe('/settings/people?invite=true|closed');
    act(() => goBack());
    expect(where()).toBe('/|closed');
  });

  it('does nothing when opening an open dialog or closing a closed one', () => {
    renderAt('/', '/#spots');
    act(() => controls.open());
    expect(where()).toBe('/#spots|open');
    act(() => controls.close());
    act(() => controls.close());
    expect(where()).toBe('/|closed');
  });
});
