export * from './keys';
export * from './schemas';
export * from './spaces';
