import { PERMISSION_REFUSALS } from '@bullion/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInToGroup } from '@bullion/shared/testing';
import { DATASETS_FIXTURE } from '../import/datasets.fixture';
import { GROUP_ID, productFixture } from '../testing/fixtures';
import { renderInShell, resetShared, stubApi } from '../testing/render';
import { NO_DESCRIPTION, productDetailRows } from './product-details';
import { ProductView } from './product-view';

describe('product details', () => {
  it('lists only present fields, in the spec order, with dataset names', () => {
    const rows = productDetailRows(productFixture(), DATASETS_FIXTURE);
    expect(rows.map((row) => row.label)).toEqual([
      'Year',
      'Name',
      'Metal',
      'Type',
      'Weight',
      'Country',
      'Face value',
      'Strike',
      'Edge Design',
      'Purity',
      'Diameter',
      'Thickness',
    ]);
    expect(Object.fromEntries(rows.map((row) => [row.label, row.value]))).toMatchObject({
      Metal: 'Gold',
      Weight: '1.0909 ozt',
      Country: 'United States',
      Purity: '0.9167 (91.67%)',
      Diameter: '32.7 mm',
    });
    const sparse = productDetailRows(productFixture({ year: null, name: null, faceValue: null, thickness: null }), DATASETS_FIXTURE);
    expect(sparse.map((row) => row.label)).not.toContain('Year');
    expect(sparse.map((row) => row.label)).not.toContain('Face value');
  });
});

describe('ProductView', () => {
  afterEach(() => {
    cleanup();
    resetShared();
  });

  const view = (props: Partial<Parameters<typeof ProductView>[0]> = {}) =>
    renderInShell(<ProductView productId="p-eagle" editable onClose={vi.fn()} onEdit={vi.fn()} {...props} />);

  it('shows title, images, Details and the description fallback', async () => {
    stubApi({ 'GET /datasets': () => DATASETS_FIXTURE, 'GET /products/:id': () => productFixture({ desc: null }) });
    view();
    expect(await screen.findByRole('heading', { name: 'American Gold Eagle 1 oz' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'American Gold Eagle 1 oz, obverse' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'American Gold Eagle 1 oz, reverse' })).toBeTruthy();
    expect(screen.getByText(NO_DESCRIPTION)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    // A public product (no groupId) is never editable.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("falls back to 'Product name' for an empty title", async () => {
    stubApi({ 'GET /datasets': () => DATASETS_FIXTURE, 'GET /products/:id': () => productFixture({ title: '  ' }) });
    view();
    expect(await screen.findByRole('heading', { name: 'Product name' })).toBeTruthy();
  });

  it('replaces an image that fails to load with the placeholder coin', async () => {
    stubApi({ 'GET /datasets': () => DATASETS_FIXTURE, 'GET /products/:id': () => productFixture() });
    view();
    const obverse = await screen.findByRole('img', { name: 'American Gold Eagle 1 oz, obverse' });
    fireEvent.error(obverse);
    const placeholder = await screen.findByRole('img', { name: 'American Gold Eagle 1 oz, obverse (no image)' });
    expect(placeholder.getAttribute('data-placeholder')).toBe('true');
    expect(placeholder.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('offers Edit for a product of the current group to a member who may edit, unless already editing', async () => {
    stubApi({ 'GET /datasets': () => DATASETS_FIXTURE, 'GET /products/:id': () => productFixture({ groupId: GROUP_ID, public: false }) });
    signInToGroup(GROUP_ID, { 'catalog.write': true });
    const onEdit = vi.fn();
    const { unmount } = view({ onEdit });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalled();
    unmount();
    view({ editing: true });
    await screen.findByRole('heading', { name: 'American Gold Eagle 1 oz' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows a viewer Edit disabled with the reason, and no Edit in a view that is not editable', async () => {
    stubApi({ 'GET /datasets': () => DATASETS_FIXTURE, 'GET /products/:id': () => productFixture({ groupId: GROUP_ID, public: false }) });
    signInToGroup(GROUP_ID, { 'catalog.write': false });
    const { unmount } = view();
    await screen.findByRole('heading', { name: 'American Gold Eagle 1 oz' });
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(edit.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(edit.getAttribute('aria-describedby') ?? '')?.textContent).toBe(PERMISSION_REFUSALS['catalog.write']);
    unmount();
    signInToGroup(GROUP_ID, { 'catalog.write': true });
    view({ editable: false });
    await screen.findByRole('heading', { name: 'American Gold Eagle 1 oz' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('logs an invalid product and treats it as missing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'GET /datasets': () => DATASETS_FIXTURE, 'GET /products/:id': () => ({ id: 'p-eagle', title: 42 }) });
    view();
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('unexpected shape'), expect.anything());
    error.mockRestore();
  });

  it('closes from the header', async () => {
    stubApi({ 'GET /datasets': () => DATASETS_FIXTURE, 'GET /products/:id': () => productFixture() });
    const onClose = vi.fn();
    view({ onClose });
    const article = await screen.findByRole('article');
    fireEvent.click(within(article).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
