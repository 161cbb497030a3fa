export * from './access-token';
export * from './schemas';
