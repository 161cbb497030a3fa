export * from './account';
export * from './keys';
export * from './schemas';
