export * from './keys';
export * from './price-templates';
