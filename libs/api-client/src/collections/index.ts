export * from './collections';
export * from './completion';
export * from './keys';
export * from './schemas';
