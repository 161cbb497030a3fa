export * from './invites';
export * from './keys';
