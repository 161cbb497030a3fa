// Dev only (loaded by main.ts): this remote's parcel in the standalone host, on the mock API
// (docs/development.md, "Working on one remote").
import { startStandaloneMockApi } from '@bullion/api-mocks/browser';
import { startStandaloneRemote } from '@bullion/ui/standalone';
import * as remoteModule from './parcel';

export const startStandalone = () => startStandaloneRemote({ module: remoteModule, startMockApi: startStandaloneMockApi });
