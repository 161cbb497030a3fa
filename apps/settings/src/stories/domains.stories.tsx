// /settings/domains in each state: a subdomain and a custom domain waiting for its TXT record,
// verified, failed with the reason, none yet, refused by the Free plan (upgrade offers), read only
// (a member), loading and error.
import { MOCK_API_URL, mockCustomDomain, mockDomains } from '@bullion/api-mocks';
import { PERMISSION_REFUSALS, type GroupDomains } from '@bullion/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { SettingsApp } from '../app';
import { asMember } from './billing-story-state';

const meta = {
  title: 'Settings/Domains',
  component: SettingsApp,
  parameters: { route: '/settings/domains' },
} satisfies Meta<typeof SettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const withDomains = (overrides: Partial<GroupDomains>) => ({
  msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/domains`, () => HttpResponse.json(mockDomains(overrides)))] } },
});

export const Pending: Story = { parameters: { expectText: '_bullion-verification.desk.sterling-sons.com' } };

export const Verified: Story = {
  parameters: { expectText: 'Verified', ...withDomains({ customDomain: mockCustomDomain({ status: 'verified', verifiedAt: '2026-11-01T10:00:00.000Z', lastCheckedAt: '2026-11-01T10:00:00.000Z' }) }) },
};

export const Failed: Story = {
  parameters: {
    expectText: 'The domain is not verified yet',
    ...withDomains({
      customDomain: mockCustomDomain({
        status: 'failed',
        failureReason: 'No TXT record was found at _bullion-verification.desk.sterling-sons.com. Add it at your DNS provider; changes can take up to an hour to appear.',
        lastCheckedAt: '2026-11-02T08:30:00.000Z',
      }),
    }),
  },
};

export const NoDomainsYet: Story = { parameters: { expectText: 'Choose a subdomain', ...withDomains({ subdomain: null, subdomainHost: null, customDomain: null }) } };

export const FreePlan: Story = {
  parameters: {
    expectText: 'A custom domain comes with Pro and Teams',
    ...withDomains({ subdomain: null, subdomainHost: null, customDomain: null, plan: { id: 'free', name: 'Free' }, enableSubdomain: false, enableDomain: false }),
  },
};

export const ReadOnly: Story = {
  loaders: [asMember],
  parameters: { expectText: PERMISSION_REFUSALS['group.update'], ...withDomains({ canManage: false }) },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/domains`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    expectText: 'The domains could not be loaded',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/domains`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }))] } },
  },
};
