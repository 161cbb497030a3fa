export * from './customers';
export * from './keys';
export * from './schemas';
