import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundGroupPage } from './not-found-group-page';
import { renderPage } from './test-utils';

afterEach(cleanup);

describe('/not-found-group', () => {
  it("says the group doesn't exist or the user is not a member, and offers a way out", async () => {
    renderPage(<NotFoundGroupPage />, { url: '/not-found-group', path: '/not-found-group' });
    expect(screen.getByRole('heading', { name: 'Group not found' })).toBeTruthy();
    expect(screen.getByText(/doesn't exist, or you're not a member of it/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose one of your groups' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/switch-group');
  });

  it('goes to the dashboard', async () => {
    renderPage(<NotFoundGroupPage />, { url: '/not-found-group', path: '/not-found-group' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to the dashboard' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
  });
});
