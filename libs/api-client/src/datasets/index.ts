export * from './datasets';
export * from './keys';
export * from './schemas';
