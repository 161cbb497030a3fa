export * from './groups';
export * from './keys';
export * from './avatar';
export * from './business-logo';
