import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES, REMOTE_ROUTES, REMOTES } from './remotes';

describe('the list of remotes', () => {
  it('names each area by the page the user asked for while it loads or fails (Price templates, not Orders)', () => {
    for (const remote of REMOTE_NAMES) {
      for (const page of REMOTES[remote].pages) {
        const route = REMOTE_ROUTES.find((entry) => entry.remote === remote && entry.path.replace(/\/\*$/, '') === page.to);
        if (route) expect(route.label, `${remote} route ${route.path}`).toBe(page.label);
      }
    }
    expect(REMOTE_ROUTES.find((route) => route.path === '/price-templates/*')?.label).toBe('Price templates');
  });
});
