// Constants a remote's build bakes in (see scripts/vite/federation.ts).
declare const __REMOTE_NAME__: import('../../libs/shared/src/remotes').RemoteName;
/** The remote's area in the local shell, e.g. the shell's address followed by the remote's first route. */
declare const __REMOTE_SHELL_URL__: string;
declare const __REMOTE_CONTRACT_RANGE__: string;
declare const __REMOTE_VERSION__: string;
