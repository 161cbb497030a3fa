export * from './invites';
export * from './keys';
export * from './schemas';
