export * from './account';
export * from './keys';
export * from './schemas';
export * from './sessions';
export * from './avatar';
export * from './privacy';
export * from './message-preferences';
