export * from './inventory';
export * from './keys';
export * from './images';
