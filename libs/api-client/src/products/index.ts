export * from './images';
export * from './keys';
export * from './products';
export * from './schemas';
export * from './use-product-title';
