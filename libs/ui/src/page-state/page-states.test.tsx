import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';
import { LoadingState, type LoadingLayout } from './loading-state';
import { NotFoundState } from './not-found-state';

afterEach(cleanup);

describe('LoadingState', () => {
  it.each<LoadingLayout>(['card', 'lines', 'list', 'cards', 'detail', 'spin'])('marks the %s placeholder busy and names it', (layout) => {
    render(<LoadingState layout={layout} label="Loading the collection" />);
    expect(screen.getByLabelText('Loading the collection').getAttribute('aria-busy')).toBe('true');
  });

  it('draws as many list rows as asked, without an avatar when told so', () => {
    const { container } = render(<LoadingState layout="list" label="Loading rows" rows={4} avatar={false} />);
    expect(container.querySelectorAll('.ant-skeleton')).toHaveLength(4);
    expect(container.querySelector('.ant-skeleton-avatar')).toBeNull();
  });

  it('draws lines in a card by default, and only the lines inside a card the page draws', () => {
    const { container, unmount } = render(<LoadingState label="Loading billing" rows={6} />);
    expect(screen.getByLabelText('Loading billing').classList.contains('ant-card')).toBe(true);
    expect(container.querySelectorAll('.ant-skeleton-paragraph > li')).toHaveLength(6);
    unmount();
    render(<LoadingState layout="lines" label="Loading sessions" />);
    expect(screen.getByLabelText('Loading sessions').querySelector('.ant-card')).toBeNull();
  });
});

describe('NotFoundState', () => {
  it('is the catch-all page’s Not Found without props', () => {
    render(<NotFoundState />);
    expect(screen.getByText('Not Found')).toBeTruthy();
    expect(screen.getByText('There is no page at this address.')).toBeTruthy();
  });

  it('names the missing record, why it may be missing and the way back', () => {
    render(<NotFoundState title="Order not found" description="It may not exist, or it belongs to another group." action={<a href="/orders">Back to orders</a>} />);
    expect(screen.getByText('Order not found')).toBeTruthy();
    expect(screen.getByText('It may not exist, or it belongs to another group.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toBeTruthy();
    expect(screen.queryByText('Not Found')).toBeNull();
  });

  it('says nothing of a page address for a record whose title is given alone', () => {
    render(<NotFoundState layout="inline" title="This invite has expired." />);
    expect(screen.getByRole('alert').textContent).toBe('This invite has expired.');
  });

  it('says it inline as a warning, for a part of a page', () => {
    render(<NotFoundState layout="inline" title="Customer not found" description="It may have been deleted." />);
    expect(screen.getByRole('alert').textContent).toContain('Customer not found');
    expect(screen.getByRole('alert').className).toContain('ant-alert-warning');
  });
});

describe('EmptyState', () => {
  it('says what is missing, and offers what to do', () => {
    render(
      <EmptyState title="No price templates yet">
        <button type="button">New template</button>
      </EmptyState>,
    );
    expect(screen.getByText('No price templates yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New template' })).toBeTruthy();
  });

  it('puts the explanation under the title in muted text', () => {
    render(<EmptyState title="The drawer is empty" description="The drawer is your intake tray." />);
    expect(screen.getByText('The drawer is empty').tagName).toBe('STRONG');
    expect(screen.getByText('The drawer is your intake tray.').className).toContain('ant-typography-secondary');
  });

  it('takes the small picture inside a page’s part, and a card of its own when framed', () => {
    const { container, unmount } = render(<EmptyState size="small" title="Nothing recorded yet" />);
    expect(container.querySelector('.ant-empty-normal, .ant-empty-small')).toBeTruthy();
    expect(container.querySelector('.ant-card')).toBeNull();
    unmount();
    const framed = render(<EmptyState framed title="No collections yet" />);
    expect(framed.container.querySelector('.ant-card .ant-empty')).toBeTruthy();
  });
});
