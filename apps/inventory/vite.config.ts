import { remoteViteConfig } from '../../scripts/vite/federation.ts';

export default remoteViteConfig(import.meta.dirname);
