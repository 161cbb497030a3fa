// The shell's contract version on its own, with no browser type behind it: the shell and remotes read
// it through contract.ts, and Node code (the API's release registry) through contract-range.ts.
import contractVersion from './contract-version.json' with { type: 'json' };

/** Also read at build time by every remote (scripts/vite/federation.ts) to declare its range. */
export const SHELL_CONTRACT: string = contractVersion.version;
