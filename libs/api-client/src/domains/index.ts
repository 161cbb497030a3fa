export * from './domains';
export * from './keys';
export * from './schemas';
