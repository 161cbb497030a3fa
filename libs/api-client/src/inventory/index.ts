export * from './inventory';
export * from './keys';
export * from './schemas';
export * from './valuation';
