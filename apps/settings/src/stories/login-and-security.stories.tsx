// /settings/login-and-security in each state: password only, two-step on with Google linked, a
// session that must confirm with a code, loading, and the sessions or the auth server failing.
import { MOCK_API_URL, MOCK_AUTH_URL, mockDb, mockGoogleIdentity, mockVerifiedFactor, signInMockSupabase } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { SettingsApp } from '../app';

const meta = {
  title: 'Settings/Login & security',
  component: SettingsApp,
  parameters: { route: '/settings/login-and-security' },
  loaders: [() => signInMockSupabase(mockDb.auth)],
} satisfies Meta<typeof SettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordOnly: Story = { parameters: { expectText: 'Safari on iPhone' } };

export const TwoStepOnWithGoogle: Story = {
  loaders: [
    () => {
      mockDb.auth.factors = [mockVerifiedFactor()];
      mockDb.auth.identities = [...mockDb.auth.identities, mockGoogleIdentity()];
      return signInMockSupabase(mockDb.auth);
    },
  ],
  parameters: { expectText: 'ada.lovelace@gmail.com' },
};

export const OnlyThisSession: Story = {
  loaders: [
    () => {
      mockDb.accountSessions = mockDb.accountSessions.filter((session) => session.current);
    },
  ],
  parameters: { expectText: "You're signed in only here." },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/account/sessions`, async () => {
            await delay('infinite');
            return HttpResponse.json([]);
          }),
          http.get(`${MOCK_AUTH_URL}/user`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};

export const SessionsError: Story = {
  parameters: {
    expectText: 'Your sessions could not be loaded',
    msw: {
      handlers: {
        overrides: [http.get(`${MOCK_API_URL}/account/sessions`, () => HttpResponse.json({ error: { code: 'internal', message: 'The server failed.' } }, { status: 500 }))],
      },
    },
  },
};

export const AuthServerError: Story = {
  parameters: {
    expectText: 'Your two-step settings could not be loaded',
    msw: {
      handlers: {
        overrides: [http.get(`${MOCK_AUTH_URL}/user`, () => HttpResponse.json({ code: 'unexpected_failure', message: 'The auth server failed.' }, { status: 500 }))],
      },
    },
  },
};
