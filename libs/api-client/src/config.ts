// Where the API and the auth endpoint live; set once by the shell from config.json before any call.
import { useAppStore } from '@bullion/shared';
import { z } from 'zod';
import { configureSupabase, currentAccessToken } from './auth/supabase';
import { configureHttp, httpSettings, type ApiHttpError } from './http/client';

const apiConfigSchema = z.object({
  apiUrl: z.url(),
  authUrl: z.url().optional(),
  authPublicKey: z.string().min(1).optional(),
});

export interface ApiClientConfig extends z.input<typeof apiConfigSchema> {
  /** Failed responses: the shell shows an error toast with the status for each. */
  onHttpError?: (error: ApiHttpError) => void;
}

export function configureApiClient({ onHttpError, ...config }: ApiClientConfig): void {
  const parsed = apiConfigSchema.parse(config);
  if (parsed.authUrl && parsed.authPublicKey) configureSupabase({ authUrl: parsed.authUrl, authPublicKey: parsed.authPublicKey });
  configureHttp({
    apiUrl: parsed.apiUrl,
    getBearerToken: currentAccessToken,
    getAppToken: () => useAppStore.getState().accessToken || null,
    ...(onHttpError ? { onHttpError } : {}),
  });
}

export function getApiUrl(): string {
  return httpSettings().apiUrl;
}
