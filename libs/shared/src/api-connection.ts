// The page's one connection to the API and to the auth server. The shell sets it once from
// config.json (configureApiClient in @bullion/api-client); every app's copy of the API client reads
// it here. @bullion/api-client is bundled by each app for itself (so that each takes only the calls it
// makes), which is why the configured state lives in this singleton rather than in that library.
// The slots are opaque here; @bullion/api-client owns their types.
export interface ApiConnection {
  /** The fetch layer's settings (API address, tokens, error reporting). */
  http?: unknown;
  /** The auth server's address and key, and the supabase-js client once loaded. */
  auth?: unknown;
}

export const apiConnection: ApiConnection = {};
