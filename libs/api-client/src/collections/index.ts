export * from './collections';
export * from './keys';
