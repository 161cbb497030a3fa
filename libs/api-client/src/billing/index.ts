export * from './billing';
export * from './keys';
export * from './schemas';
