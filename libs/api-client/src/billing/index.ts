export * from './billing';
export * from './keys';
