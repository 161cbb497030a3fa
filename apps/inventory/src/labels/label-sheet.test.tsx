import { mockInventoryItems, MOCK_ITEM_IDS } from '@bullion/api-mocks';
import type { InventoryItem } from '@bullion/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { itemPageUrl, LabelSheet, labelLines, PrintableLabels, PRINT_ROOT_CLASS, shortId } from './label-sheet';

const items = mockInventoryItems();
const item = (id: string) => items.find((candidate) => candidate.id === id) as InventoryItem;

describe('item labels', () => {
  afterEach(cleanup);

  it('point their code at the item page on this site', () => {
    expect(itemPageUrl(MOCK_ITEM_IDS.goldEagles, 'https://desk.example.com')).toBe(`https://desk.example.com/inventory/${MOCK_ITEM_IDS.goldEagles}`);
  });

  it('say what the item is, how much and where', () => {
    expect(labelLines({ ...item(MOCK_ITEM_IDS.pampBars), spacePath: ['Home safe', 'Top shelf', 'Box A'] })).toEqual(['Gold · Bar · 2024', 'Qty 5 · 0.3215 ozt fine each', 'Home safe › Top shelf › Box A']);
    expect(labelLines(item(MOCK_ITEM_IDS.sovereigns))[2]).toBe('Drawer');
    expect(labelLines(item(MOCK_ITEM_IDS.junkDimes))[1]).toBe('Qty 1');
    expect(shortId(MOCK_ITEM_IDS.goldEagles)).toBe('00000001');
  });

  it('render one label with a QR code per item', () => {
    render(<LabelSheet items={[item(MOCK_ITEM_IDS.goldEagles), item(MOCK_ITEM_IDS.silverMaples)]} origin="https://desk.example.com" />);
    const labels = screen.getAllByTestId('inventory-label');
    expect(labels).toHaveLength(2);
    expect(labels[0]?.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('Canadian Silver Maple Leaf 1 oz')).toBeTruthy();
  });

  it('print from an element of their own under <body>, with a stylesheet that hides the rest', () => {
    const { container } = render(<PrintableLabels items={[item(MOCK_ITEM_IDS.goldEagles)]} />);
    const root = document.body.querySelector(`:scope > .${PRINT_ROOT_CLASS}`);
    expect(root?.querySelectorAll('[data-testid="inventory-label"]')).toHaveLength(1);
    expect(container.querySelector('style')?.textContent).toContain(`body > *:not(.${PRINT_ROOT_CLASS}) { display: none !important; }`);
  });
});
