export * from './documents';
export * from './form-8300';
export * from './keys';
export * from './orders';
