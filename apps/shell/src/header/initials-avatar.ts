// Moved to @bullion/ui (the settings remote's account page shows the same fallback).
export { avatarColor, hashString, initialsOf } from '@bullion/ui';
