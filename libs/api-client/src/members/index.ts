export * from './keys';
export * from './members';
