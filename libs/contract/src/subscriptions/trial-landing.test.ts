import { describe, expect, it } from 'vitest';
import { trialLanding } from './trial-landing';

describe('where a started trial lands', () => {
  it('a team goes on to invite people', () => {
    expect(trialLanding('teams', 'team')).toEqual({ title: 'Your Teams trial has started', description: 'Invite people to work with you.', path: '/settings/people?invite=true' });
  });

  it('a personal group, with nobody to invite, stays on Billing & plans and hears what Pro gives', () => {
    const landing = trialLanding('pro', 'personal');
    expect(landing.path).toBe('/settings/billing-and-plans');
    expect(landing.description).not.toContain('Invite');
    expect(landing.description).toContain('domain, subdomain and branding');
  });
});
