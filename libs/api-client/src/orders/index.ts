export * from './keys';
export * from './orders';
