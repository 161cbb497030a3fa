export * from './account';
export * from './keys';
export * from './sessions';
export * from './avatar';
export * from './privacy';
export * from './message-preferences';
