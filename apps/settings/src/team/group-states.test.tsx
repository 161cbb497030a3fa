import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupStatesView } from './group-states';

const query = (state: Partial<UseQueryResult<unknown>>) =>
  ({ isError: false, isPending: false, error: null, refetch: vi.fn(), ...state }) as unknown as UseQueryResult<unknown>;
const base = { header: <h1>People</h1>, noun: 'team', shows: 'its people', loadingLabel: 'Loading people' };

afterEach(cleanup);

describe('the waiting states of a page about the current group', () => {
  it('asks to choose a team when no group token is held', () => {
    render(<>{groupStatesView({ ...base, groupId: null, group: query({}) })}</>);
    expect(screen.getByText('Choose a team first')).toBeTruthy();
    expect(screen.getByText('Pick a team in the group switcher to see its people.')).toBeTruthy();
  });

  it('says the team could not be loaded, with the reason and a Retry that refetches', () => {
    const group = query({ isError: true, error: new Error('The API is down.') });
    render(<>{groupStatesView({ ...base, groupId: 'g1', group })}</>);
    expect(screen.getByText('The team could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(group.refetch).toHaveBeenCalled();
  });

  it('shows a labelled skeleton while loading, and nothing once the group is there', () => {
    const { unmount } = render(<>{groupStatesView({ ...base, groupId: 'g1', group: query({ isPending: true }) })}</>);
    expect(screen.getByLabelText('Loading people').getAttribute('aria-busy')).toBe('true');
    unmount();
    expect(groupStatesView({ ...base, groupId: 'g1', group: query({ data: {} }) })).toBeNull();
  });
});
