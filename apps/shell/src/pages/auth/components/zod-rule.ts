// Moved to @bullion/ui/auth (the settings remote shows it too).
export * from '@bullion/ui/auth';
