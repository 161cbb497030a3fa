import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInToGroup } from '@bullion/shared/testing';
import { DATASETS_FIXTURE } from '../import/datasets.fixture';
import { GROUP_ID, productFixture } from '../testing/fixtures';
import { renderInShell, resetShared, stubApi } from '../testing/render';
import { ProductForm } from './product-form';

function fineContentInput() {
  return screen.getByLabelText('Fine metal content') as HTMLInputElement;
}

describe('the product form: fine metal content', () => {
  beforeEach(() => {
    resetShared();
    signInToGroup(GROUP_ID, { 'catalog.write': true });
    stubApi({ 'GET /datasets': () => DATASETS_FIXTURE });
  });
  afterEach(cleanup);

  it('shows gross weight × purity with its unit, and follows weight and purity while it is the computed value', async () => {
    const product = productFixture({ id: 'p-mine', groupId: GROUP_ID, public: false, status: 'draft', weight: 2, weightUnit: 'ozt', purity: 0.999, metalContent: null });
    renderInShell(<ProductForm product={product} onDone={() => undefined} />);
    await waitFor(() => expect(screen.getByText('Gross weight × purity = 1.998 ozt')).toBeTruthy());
    expect(fineContentInput().placeholder).toBe('1.998');

    fireEvent.change(screen.getByLabelText('Gross weight'), { target: { value: '3' } });
    await waitFor(() => expect(Number(fineContentInput().value)).toBe(2.997));
    fireEvent.change(screen.getByLabelText('Purity (fineness)'), { target: { value: '0.5' } });
    await waitFor(() => expect(Number(fineContentInput().value)).toBe(1.5));
  });

  it('keeps a fine content the user typed', async () => {
    const product = productFixture({ id: 'p-mine', groupId: GROUP_ID, public: false, status: 'draft', weight: 1.0909, weightUnit: 'ozt', purity: 0.9167, metalContent: 1 });
    renderInShell(<ProductForm product={product} onDone={() => undefined} />);
    await waitFor(() => expect(Number(fineContentInput().value)).toBe(1));
    fireEvent.change(screen.getByLabelText('Gross weight'), { target: { value: '1.1' } });
    await waitFor(() => expect(screen.getByText(/Gross weight × purity = 1.00837 ozt/)).toBeTruthy());
    expect(Number(fineContentInput().value)).toBe(1);
  });
});
