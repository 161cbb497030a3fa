export * from './form-8300';
export * from './keys';
export * from './line-pricing';
export * from './orders';
export * from './schemas';
export * from './status';
