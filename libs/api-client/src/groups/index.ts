export * from './groups';
export * from './keys';
export * from './schemas';
export * from './avatar';
