export * from './keys';
export * from './price-templates';
export * from './pricing';
export * from './schemas';
