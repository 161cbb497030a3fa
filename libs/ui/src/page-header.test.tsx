import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParcelPropsProvider, type ParcelProps } from '@bullion/shared';
import { PageHeader } from './page-header';

describe('page titles', () => {
  afterEach(cleanup);

  it('a page header in the shell sets the browser title', () => {
    render(<PageHeader title="Dashboard" />);
    expect(document.title).toBe('Dashboard · Bullion Desk');
  });

  it("a page header in a remote's area sends its title to the shell", () => {
    const emit = vi.fn();
    render(
      <ParcelPropsProvider value={{ emit } as unknown as ParcelProps}>
        <PageHeader title={<span>Fancy</span>} documentTitle="Price templates" />
      </ParcelPropsProvider>,
    );
    expect(emit).toHaveBeenCalledWith({ type: 'title', title: 'Price templates' });
  });
});
