export * from './keys';
export * from './spots';
