export * from './keys';
export * from './releases';
