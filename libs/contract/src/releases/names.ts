// The release registry's rule for an environment's (and a remote's) name, on its own without zod, so
// the shell's config.json check can take it without the registry's schemas weighing on its first page.
export const RELEASE_NAME_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
