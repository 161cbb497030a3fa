export * from './groups';
export * from './keys';
export * from './avatar';
