export * from './keys';
export * from './members';
export * from './schemas';
