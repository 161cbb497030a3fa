import { z } from 'zod';

/** Where the API lives; set once by the shell from config.json before any call is made. */
const apiConfigSchema = z.object({ apiUrl: z.url() });

let apiUrl = 'http://localhost:4300/api';

export function configureApiClient(config: z.input<typeof apiConfigSchema>): void {
  apiUrl = apiConfigSchema.parse(config).apiUrl.replace(/\/$/, '');
}

export function getApiUrl(): string {
  return apiUrl;
}
