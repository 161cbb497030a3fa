export * from './customers';
export * from './keys';
