import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainButton, PlainCard, PlainEmpty, PlainErrorAlert, PlainSkeleton, PlainTag } from './components';

afterEach(cleanup);

describe('the plain kit', () => {
  it('writes its stylesheet into the head once, however many components render it', () => {
    render(
      <>
        <PlainCard title="One">
          <PlainButton>Go</PlainButton>
        </PlainCard>
        <PlainCard title="Two">
          <PlainEmpty description="Nothing here" />
        </PlainCard>
      </>,
    );
    const sheets = document.head.querySelectorAll('style[data-href="bullion-plain-ui"]');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.textContent).toContain('.bd-card{');
    // Drawn from the design tokens, not from fixed colours.
    expect(sheets[0]?.textContent).toContain('var(--bd-color-bg-container)');
  });

  it('draws a card with its title bar and extra', () => {
    render(
      <PlainCard title="Portfolio" extra={<a href="/inventory">View inventory</a>} data-testid="card">
        body
      </PlainCard>,
    );
    const card = screen.getByTestId('card');
    expect(card.querySelector('.bd-card-title')?.textContent).toBe('Portfolio');
    expect(screen.getByRole('link', { name: 'View inventory' })).toBeTruthy();
    expect(card.querySelector('.bd-card-body')?.textContent).toBe('body');
  });

  it('makes buttons that do not submit a form unless asked to', () => {
    render(
      <form>
        <PlainButton variant="primary">Add items</PlainButton>
        <PlainButton type="submit">Save</PlainButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Add items' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Add items' }).className).toContain('bd-btn-primary');
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('submit');
  });

  it('announces an error with its action', () => {
    render(<PlainErrorAlert title="Could not load" description="Network down" action={<PlainButton size="small">Retry</PlainButton>} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load');
    expect(alert.textContent).toContain('Network down');
    expect(screen.getByRole('button', { name: 'Retry' }).className).toContain('bd-btn-small');
  });

  it('describes a tag by its tooltip and lets the keyboard reach it', () => {
    render(<PlainTag tone="warning" tip="Values use an old spot price.">Stale spot</PlainTag>);
    // Hidden until hovered or focused (the stylesheet's rule); still the tag's description.
    expect(screen.queryByRole('tooltip')).toBeNull();
    const tip = screen.getByRole('tooltip', { hidden: true });
    const holder = tip.parentElement as HTMLElement;
    expect(holder.getAttribute('aria-describedby')).toBe(tip.id);
    expect(holder.tabIndex).toBe(0);
    expect(holder.textContent).toContain('Stale spot');
  });

  it('draws the asked number of skeleton lines, hidden from assistive technology', () => {
    const { container } = render(<PlainSkeleton rows={4} />);
    expect(container.querySelectorAll('.bd-skeleton-row')).toHaveLength(4);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
