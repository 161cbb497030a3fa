export * from './inventory';
export * from './keys';
export * from './schemas';
export * from './valuation';
export * from './product-defaults';
export * from './images';
