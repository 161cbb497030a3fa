import { describe, expect, it } from 'vitest';
import { originsToPreconnect, preconnect } from './preconnect';
import type { ShellConfig } from './shell-config';

const config = {
  apiUrl: 'https://api.example.test/',
  authUrl: 'https://api.example.test/auth/v1',
  remotes: {
    catalog: { manifestUrl: 'https://cdn.example.test/catalog/mf-manifest.json' },
    inventory: { manifestUrl: 'https://cdn.example.test/inventory/mf-manifest.json' },
    orders: { manifestUrl: 'https://app.example.test/orders/mf-manifest.json' },
    settings: { manifestUrl: 'https://settings.example.test/mf-manifest.json' },
  },
} as unknown as ShellConfig;

describe('preconnect', () => {
  it('names each other origin once, and not the shell’s own', () => {
    expect(originsToPreconnect(config, 'https://app.example.test', true)).toEqual([
      'https://api.example.test',
      'https://cdn.example.test',
      'https://settings.example.test',
    ]);
  });

  it('names only the API’s origin for a signed-out visit, whose pages are the shell’s', () => {
    expect(originsToPreconnect(config, 'https://app.example.test', false)).toEqual(['https://api.example.test']);
  });

  it('adds CORS preconnect links to the document', () => {
    preconnect(config, { withRemotes: true }, document);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preconnect]')];
    expect(links.map((link) => [link.href, link.crossOrigin])).toEqual(
      expect.arrayContaining([
        ['https://api.example.test/', ''],
        ['https://cdn.example.test/', ''],
      ]),
    );
  });
});
