export * from './images';
export * from './keys';
export * from './products';
export * from './use-product-title';
