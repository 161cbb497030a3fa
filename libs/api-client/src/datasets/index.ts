export * from './datasets';
export * from './keys';
