import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient, getApiUrl } from './config';

describe('API client configuration', () => {
  afterEach(() => configureApiClient({ apiUrl: 'http://localhost:4300/api' }));

  it('uses the API URL from config.json without a trailing slash', () => {
    configureApiClient({ apiUrl: 'https://api.example.com/api/' });
    expect(getApiUrl()).toBe('https://api.example.com/api');
  });

  it('refuses an API URL that is not an absolute URL and keeps the previous one', () => {
    configureApiClient({ apiUrl: 'http://localhost:4300/api' });
    expect(() => configureApiClient({ apiUrl: '/api' })).toThrow();
    expect(getApiUrl()).toBe('http://localhost:4300/api');
  });
});
