export * from './keys';
export * from './private-files';
export * from './use-stored-image-url';
