// The people and group pages in each state they render: an admin's team, the invite dialog opened
// after a trial (?invite=true), a member's read-only view, a personal group, loading and errors, no
// pending invitations, and the admin asked to set up two-step verification first.
import { MFA_REQUIRED_ERROR_CODE, PERMISSION_REFUSALS, type GroupRole } from '@bullion/contract';
import { MOCK_API_URL, mockDb, mockSession } from '@bullion/api-mocks';
import { useAppStore } from '@bullion/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { SettingsApp } from '../app';

const meta = {
  title: 'Settings/People and group',
  component: SettingsApp,
} satisfies Meta<typeof SettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverError = () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 });
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

function signedInAs(role: GroupRole) {
  return () => {
    const session = mockSession(role);
    useAppStore.getState().setAccessToken(session.accessToken, session.permissions);
  };
}

function personalGroup() {
  const group = mockDb.groups[0];
  if (group) group.type = 'personal';
}

export const People: Story = { parameters: { route: '/settings/people', expectText: 'Charles Babbage' } };

export const PeopleInviteAfterTrial: Story = {
  name: 'People: invite dialog (?invite=true)',
  parameters: { route: '/settings/people?invite=true', expectText: 'Invite people to Sterling & Sons' },
};

export const PeopleAsMember: Story = {
  name: 'People: a member reads',
  loaders: [signedInAs('member')],
  parameters: { route: '/settings/people', expectText: PERMISSION_REFUSALS['members.manage'] },
};

export const PeoplePersonalGroup: Story = {
  name: 'People: personal group',
  loaders: [personalGroup],
  parameters: { route: '/settings/people', expectText: 'People are for teams' },
};

export const PeopleNoPendingInvites: Story = {
  name: 'People: no pending invitations',
  parameters: {
    route: '/settings/people',
    expectText: 'No pending invitations',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/groups/:groupId/invites`, () => HttpResponse.json([]))] } },
  },
};

export const PeopleMembersError: Story = {
  name: 'People: members cannot be loaded',
  parameters: {
    route: '/settings/people',
    expectText: 'The members could not be loaded',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/groups/:groupId/members`, serverError)] } },
  },
};

export const PeopleLoading: Story = {
  name: 'People: loading',
  parameters: { route: '/settings/people', msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/groups/:groupId`, never)] } } },
};

export const Group: Story = { parameters: { route: '/settings/group', expectText: 'Require two-step verification for members' } };

export const GroupAsMember: Story = {
  name: 'Group: a member reads',
  loaders: [signedInAs('member')],
  parameters: { route: '/settings/group', expectText: PERMISSION_REFUSALS['group.update'] },
};

export const GroupPersonal: Story = {
  name: 'Group: personal group',
  loaders: [personalGroup],
  parameters: { route: '/settings/group', expectText: 'Team details' },
};

export const GroupUnsavedChanges: Story = {
  name: 'Group: unsaved changes',
  parameters: { route: '/settings/group' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const name = await page.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Sterling Bullion');
    await expect(await page.findByText('You have unsaved changes')).toBeTruthy();
  },
};

export const GroupTwoStepFirst: Story = {
  name: 'Group: set up two-step verification first',
  parameters: {
    route: '/settings/group',
    msw: {
      handlers: {
        overrides: [
          http.patch(`${MOCK_API_URL}/groups/:groupId`, () =>
            HttpResponse.json({ error: { code: MFA_REQUIRED_ERROR_CODE, message: 'Set up two-factor first.', details: { enrolled: false } } }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('switch', { name: 'Require two-step verification for members' }));
    await expect(await page.findByText('Set up two-step verification for yourself first')).toBeTruthy();
  },
};

export const GroupError: Story = {
  name: 'Group: cannot be loaded',
  parameters: {
    route: '/settings/group',
    expectText: 'The group could not be loaded',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/groups/:groupId`, serverError)] } },
  },
};

export const GroupLoading: Story = {
  name: 'Group: loading',
  parameters: { route: '/settings/group', msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/groups/:groupId`, never)] } } },
};

export const GroupBrandingUpgrade: Story = {
  name: 'Group: branding needs an upgrade',
  loaders: [
    () => {
      const plan = mockDb.groups[0]?.subscription?.plan;
      if (plan) plan.permissions = { enableBranding: false };
    },
  ],
  parameters: { route: '/settings/group', expectText: 'Branding is part of the Pro and Teams plans.' },
};

export const GroupBranded: Story = {
  name: 'Group: branding with a colour and logo',
  loaders: [
    () => {
      const group = mockDb.groups[0];
      if (group) group.settings = { ...group.settings, accentColor: '#1f6feb', logoUrl: 'https://placehold.co/240x64/png?text=Sterling' };
    },
  ],
  parameters: { route: '/settings/group', expectText: 'Remove logo' },
};
