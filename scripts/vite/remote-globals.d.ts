// Constants a remote's build bakes in (see scripts/vite/federation.ts).
declare const __REMOTE_CONTRACT_RANGE__: string;
declare const __REMOTE_VERSION__: string;
