import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PlainButton,
  plainButtonClassName,
  PlainCard,
  PlainDescriptions,
  PlainEmpty,
  PlainErrorAlert,
  PlainResult,
  PlainSkeleton,
  PlainSpin,
  PlainTag,
} from './components';
import { PlainSegmented } from './segmented';

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

  it('draws a small card and passes its attributes on', () => {
    render(
      <PlainCard size="small" title="Gold" data-testid="card" aria-label="Gold price" style={{ borderTopWidth: 3 }}>
        body
      </PlainCard>,
    );
    const card = screen.getByTestId('card');
    expect(card.className).toContain('bd-card-small');
    expect(card.getAttribute('aria-label')).toBe('Gold price');
    expect(card.style.borderTopWidth).toBe('3px');
  });

  it('draws tags in antd’s error and orange colours, with a style of their own', () => {
    render(
      <>
        <PlainTag tone="error">Failed</PlainTag>
        <PlainTag tone="orange" style={{ marginInlineStart: 8 }}>
          Simulated
        </PlainTag>
      </>,
    );
    expect(screen.getByText('Failed').className).toBe('bd-tag bd-tag-error');
    const orange = screen.getByText('Simulated');
    expect(orange.className).toBe('bd-tag bd-tag-orange');
    expect(orange.style.marginInlineStart).toBe('8px');
  });

  it('shows a one-line alert without a description, as antd does', () => {
    render(<PlainErrorAlert title="The price history could not be loaded." />);
    expect(screen.getByRole('alert').className).toContain('bd-alert-simple');
    expect(screen.getByRole('alert').textContent).toBe('The price history could not be loaded.');
  });

  it('draws a link as a button that stays a link', () => {
    render(
      <PlainEmpty description="No group chosen yet.">
        <a href="/switch-group" className={plainButtonClassName({ variant: 'primary' })}>
          Choose a group
        </a>
      </PlainEmpty>,
    );
    expect(screen.getByText('No group chosen yet.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Choose a group' });
    expect(link.className).toBe('bd-btn bd-btn-primary');
  });

  describe('segmented control', () => {
    const options = [
      { value: 'gold', label: 'Gold' },
      { value: 'silver', label: 'Silver' },
      { value: 'platinum', label: 'Platinum' },
    ] as const;
    type Metal = (typeof options)[number]['value'];

    function Metals({ onChange }: { onChange?: (value: Metal) => void }) {
      const [value, setValue] = useState<Metal>('silver');
      return (
        <PlainSegmented
          aria-label="Metal"
          options={options}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange?.(next);
          }}
        />
      );
    }
    const checked = () => screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true');

    it('is a named radio group with one option checked and a single Tab stop', () => {
      render(<Metals />);
      expect(screen.getByRole('radiogroup', { name: 'Metal' })).toBeTruthy();
      const radios = screen.getAllByRole('radio');
      expect(radios.map((radio) => radio.textContent)).toEqual(['Gold', 'Silver', 'Platinum']);
      expect(checked().map((radio) => radio.textContent)).toEqual(['Silver']);
      expect(radios.map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
      for (const radio of radios) expect(radio.getAttribute('type')).toBe('button');
    });

    it('chooses an option on click, and tells once', () => {
      const onChange = vi.fn();
      render(<Metals onChange={onChange} />);
      fireEvent.click(screen.getByRole('radio', { name: 'Platinum' }));
      expect(onChange).toHaveBeenCalledWith('platinum');
      expect(checked().map((radio) => radio.textContent)).toEqual(['Platinum']);
      expect(screen.getByRole('radio', { name: 'Platinum' }).tabIndex).toBe(0);
      fireEvent.click(screen.getByRole('radio', { name: 'Platinum' }));
      expect(onChange).toHaveBeenCalledTimes(1);
    });

    it('moves and chooses with the arrow keys (wrapping), Home and End, keeping focus on the choice', () => {
      render(<Metals />);
      const radio = (name: string) => screen.getByRole('radio', { name });
      radio('Silver').focus();

      fireEvent.keyDown(radio('Silver'), { key: 'ArrowRight' });
      expect(checked()[0]?.textContent).toBe('Platinum');
      expect(document.activeElement).toBe(radio('Platinum'));

      fireEvent.keyDown(radio('Platinum'), { key: 'ArrowDown' });
      expect(checked()[0]?.textContent).toBe('Gold');
      expect(document.activeElement).toBe(radio('Gold'));

      fireEvent.keyDown(radio('Gold'), { key: 'ArrowLeft' });
      expect(checked()[0]?.textContent).toBe('Platinum');

      fireEvent.keyDown(radio('Platinum'), { key: 'ArrowUp' });
      expect(checked()[0]?.textContent).toBe('Silver');

      fireEvent.keyDown(radio('Silver'), { key: 'Home' });
      expect(checked()[0]?.textContent).toBe('Gold');
      expect(document.activeElement).toBe(radio('Gold'));

      fireEvent.keyDown(radio('Gold'), { key: 'End' });
      expect(checked()[0]?.textContent).toBe('Platinum');
      expect(document.activeElement).toBe(radio('Platinum'));
      expect(screen.getAllByRole('radio').map((item) => item.tabIndex)).toEqual([-1, -1, 0]);
    });

    it('leaves other keys alone', () => {
      const onChange = vi.fn();
      render(<Metals onChange={onChange} />);
      const silver = screen.getByRole('radio', { name: 'Silver' });
      expect(fireEvent.keyDown(silver, { key: 'Tab' })).toBe(true);
      expect(fireEvent.keyDown(silver, { key: 'a' })).toBe(true);
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  it('announces loading politely, named by its tip or by “Loading”', () => {
    render(<PlainSpin tip="Loading Orders…" />);
    const withTip = screen.getByRole('status', { name: 'Loading Orders…' });
    expect(withTip.getAttribute('aria-live')).toBe('polite');
    expect(withTip.textContent).toBe('Loading Orders…');
    cleanup();

    render(<PlainSpin />);
    // No visible text: the name is still read out when the status is reached.
    expect(screen.getByRole('status', { name: 'Loading' }).textContent).toBe('Loading');
    cleanup();

    render(<PlainSpin label="Loading the product" delay={200} />);
    const delayed = screen.getByRole('status', { name: 'Loading the product' });
    expect(delayed.style.animationDelay).toBe('200ms');
  });

  it('shows a result with its title, subtitle and actions, passing its attributes on', () => {
    const onRetry = vi.fn();
    render(
      <PlainResult
        status="warning"
        title="Orders is not compatible"
        subTitle="The orders area needs a newer shell."
        extra={<PlainButton onClick={onRetry}>Retry</PlainButton>}
        role="alert"
        style={{ padding: '16px 8px' }}
      />,
    );
    const result = screen.getByRole('alert');
    expect(result.className).toContain('bd-result-warning');
    expect(result.style.padding).toBe('16px 8px');
    expect(screen.getByText('Orders is not compatible')).toBeTruthy();
    expect(screen.getByText('The orders area needs a newer shell.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('lists descriptions as terms and their values, the colon drawn by the stylesheet', () => {
    const { container } = render(
      <PlainDescriptions
        items={[
          { key: 'plan', label: 'Plan', children: 'Pro (trial)' },
          { key: 'members', label: 'Members', children: 3 },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Plan', 'Members']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Pro (trial)', '3']);
    expect(container.querySelector('dl')).toBeTruthy();
    expect(document.head.querySelector('style[data-href="bullion-plain-ui"]')?.textContent).toContain(".bd-descriptions-label::after{content:':'");
  });
});

