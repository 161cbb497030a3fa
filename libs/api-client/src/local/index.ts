export * from './demo-account';
export * from './keys';
export * from './schemas';
