// Moved to @bullion/api-client/auth-ui (the settings remote shows it too).
export * from '@bullion/api-client/auth-ui';
