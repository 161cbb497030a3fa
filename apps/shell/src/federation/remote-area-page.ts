// The shell's page of a remote area (remote-area.tsx) in its own chunk. The sidebar's hover preload and
// the idle preload load it ahead with the remote, so the first click on an area renders its host at
// once instead of fetching this chunk first.
import { preloadableNamed } from '../errors/lazy-with-reload';

export const RemoteAreaPage = preloadableNamed(() => import('./remote-area'), 'RemoteArea');
