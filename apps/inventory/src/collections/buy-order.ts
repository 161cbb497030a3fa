// "Start a buy order" from a missing entry: the orders remote's new-order page with the side, the
// product and the pieces missing as query parameters (docs/collections-ui.md). The orders page owns
// what it does with them; a remote never imports another, so this is only an address.

export function buyOrderPath(productId: string, quantity: number): string {
  const params = new URLSearchParams({ side: 'buy', product: productId });
  if (quantity > 1) params.set('quantity', String(quantity));
  return `/orders/new?${params.toString()}`;
}
