// Dev only (loaded by main.ts): this remote's parcel in the standalone host, on the mock API
// (docs/development.md, "Working on one remote"). supabase-js is signed in against the mock auth server too.
import { mockDb, signInMockSupabase } from '@bullion/api-mocks';
import { startStandaloneMockApi } from '@bullion/api-mocks/browser';
import { startStandaloneRemote } from '@bullion/ui/standalone';
import * as remoteModule from './parcel';

export const startStandalone = () =>
  startStandaloneRemote({
    module: remoteModule,
    startMockApi: async () => {
      const session = await startStandaloneMockApi();
      await signInMockSupabase(mockDb.auth);
      return session;
    },
  });
