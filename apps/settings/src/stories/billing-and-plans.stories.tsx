// /settings/billing-and-plans in each state: paying for Teams, Free with a trial to start and an
// unassigned subscription to attach, a trial with days left, a plan kept after its trial, past due, ending at the period's end,
// canceled, a finished trial, read only (a member), loading and error.
import { PERMISSION_REFUSALS } from '@bullion/contract';
import { MOCK_API_URL, mockBillingSubscription } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { SettingsApp } from '../app';
import { asMember, SUBSCRIPTION_STATES, subscriptionHandler } from './billing-story-state';

const meta = {
  title: 'Settings/Billing & plans',
  component: SettingsApp,
  parameters: { route: '/settings/billing-and-plans' },
} satisfies Meta<typeof SettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const withSubscription = (overrides: Parameters<typeof subscriptionHandler>[0]) => ({ msw: { handlers: { overrides: [subscriptionHandler(overrides)] } } });

export const PaidTeams: Story = { parameters: { expectText: 'Teams renews on 12/05/2026.' } };

export const FreeWithTrial: Story = { parameters: { expectText: 'Subscriptions without a group', ...withSubscription(SUBSCRIPTION_STATES.free) } };

export const Trialing: Story = { parameters: { expectText: 'Trial · 5 days left', ...withSubscription(SUBSCRIPTION_STATES.trialing) } };

export const TrialKept: Story = { parameters: { expectText: 'First charge on', ...withSubscription(SUBSCRIPTION_STATES.trialKept) } };

export const PastDue: Story = { parameters: { expectText: 'Pay the open invoice', ...withSubscription(SUBSCRIPTION_STATES.pastDue) } };

export const CancelAtPeriodEnd: Story = { parameters: { expectText: 'Ends on 12/05/2026', ...withSubscription(SUBSCRIPTION_STATES.cancelAtPeriodEnd) } };

export const Canceled: Story = { parameters: { expectText: 'Canceled', ...withSubscription(SUBSCRIPTION_STATES.canceled) } };

export const TrialEnded: Story = { parameters: { expectText: 'Trial ended', ...withSubscription(SUBSCRIPTION_STATES.trialEnded) } };

export const ReadOnly: Story = {
  loaders: [asMember],
  parameters: {
    expectText: PERMISSION_REFUSALS['billing.manage'],
    ...withSubscription({ canManage: false }),
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/billing/subscription`, async () => {
            await delay('infinite');
            return HttpResponse.json(mockBillingSubscription());
          }),
        ],
      },
    },
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    expectText: 'Billing could not be loaded',
    msw: {
      handlers: {
        overrides: [http.get(`${MOCK_API_URL}/billing/subscription`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }))],
      },
    },
  },
};
