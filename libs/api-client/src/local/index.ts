export * from './demo-account';
export * from './keys';
