export * from './domains';
export * from './keys';
