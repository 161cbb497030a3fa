export * from './keys';
export * from './spaces';
