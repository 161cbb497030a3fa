export * from './schemas';
export * from './subscriptions';
