// Moved to @bullion/shared/auth-ui (the settings remote shows it too).
export * from '@bullion/shared/auth-ui';
