import { PERMISSION_REFUSALS, permissionMap, type GroupRole } from '@bullion/contract';
import { initialAppState, useAppStore } from '@bullion/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkButton, ReadOnlyNotice, RoleGate } from './role-gate';

const REASON = PERMISSION_REFUSALS['orders.write'];
const signInAs = (role: GroupRole) => useAppStore.getState().setAccessToken('token', { group: permissionMap(role) });

afterEach(() => {
  cleanup();
  useAppStore.setState(initialAppState);
});

describe('RoleGate', () => {
  it('leaves an action the role may take as it is', () => {
    signInAs('member');
    render(
      <MemoryRouter>
        <RoleGate permission="orders.write">
          <LinkButton to="/orders/new" type="primary">
            New order
          </LinkButton>
        </RoleGate>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'New order' }).getAttribute('href')).toBe('/orders/new');
    expect(screen.getByRole('button', { name: 'New order' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(REASON)).toBeNull();
  });

  it('disables an action the role may not take, no longer a link, with the reason as its description and on hover', async () => {
    signInAs('viewer');
    render(
      <MemoryRouter>
        <RoleGate permission="orders.write">
          <LinkButton to="/orders/new" type="primary">
            New order
          </LinkButton>
        </RoleGate>
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'New order' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('link', { name: 'New order' })).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(REASON);
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', REASON);
  });

  it('shows the reason to the keyboard too: the place around the disabled action takes the focus', async () => {
    signInAs('viewer');
    render(
      <RoleGate permission="inventory.write">
        <Button>Add item</Button>
      </RoleGate>,
    );
    const place = screen.getByRole('button', { name: 'Add item' }).parentElement as HTMLElement;
    expect(place.tabIndex).toBe(0);
    fireEvent.focus(place);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', PERMISSION_REFUSALS['inventory.write']);
  });

  it('leaves the action out when told to hide it', () => {
    signInAs('viewer');
    render(
      <RoleGate permission="inventory.write" otherwise="hide">
        <Button>Delete</Button>
      </RoleGate>,
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('ReadOnlyNotice', () => {
  it('says why the page offers no changes, only to a role that may not make them', () => {
    signInAs('viewer');
    const { unmount } = render(<ReadOnlyNotice permission="catalog.write" description="You can still search and open products." />);
    expect(screen.getByText(PERMISSION_REFUSALS['catalog.write'])).toBeTruthy();
    expect(screen.getByText('You can still search and open products.')).toBeTruthy();
    unmount();
    signInAs('member');
    render(<ReadOnlyNotice permission="catalog.write" />);
    expect(screen.queryByText(PERMISSION_REFUSALS['catalog.write'])).toBeNull();
  });

  it('follows the API’s answer where the page has one', () => {
    signInAs('admin');
    render(<ReadOnlyNotice permission="group.update" allowed={false} description="You can see its domains here." />);
    expect(screen.getByRole('note').textContent).toContain(PERMISSION_REFUSALS['group.update']);
  });

  it('takes the place of a page the role cannot use, with its heading, the reason and a way back', () => {
    signInAs('viewer');
    render(<ReadOnlyNotice variant="page" permission="orders.write" title="You cannot create orders in this group" extra={<Button>Back to orders</Button>} />);
    expect(screen.getByText('You cannot create orders in this group')).toBeTruthy();
    expect(screen.getByText(REASON)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to orders' })).toBeTruthy();
  });
});
