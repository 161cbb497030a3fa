import { localUrl } from '@bullion/shared/remotes';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient, getApiUrl } from './config';

const DEV_API_URL = `${localUrl('api')}/api`;

describe('API client configuration', () => {
  afterEach(() => configureApiClient({ apiUrl: DEV_API_URL }));

  it('uses the API URL from config.json without a trailing slash', () => {
    configureApiClient({ apiUrl: 'https://api.example.com/api/' });
    expect(getApiUrl()).toBe('https://api.example.com/api');
  });

  it('refuses an API URL that is not an absolute URL and keeps the previous one', () => {
    configureApiClient({ apiUrl: DEV_API_URL });
    expect(() => configureApiClient({ apiUrl: '/api' })).toThrow();
    expect(getApiUrl()).toBe(DEV_API_URL);
  });
});
