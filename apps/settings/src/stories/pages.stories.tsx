// Every page of the settings area (placeholder pages for now), rendered at its route with the shared
// services and the msw mock API of the Storybook preview.
import { mockDb, signInMockSupabase } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettingsApp } from '../app';

const meta = {
  title: 'Settings/Pages',
  component: SettingsApp,
  // Pages that call supabase-js (login & security) find it signed in against the mock auth server.
  loaders: [() => signInMockSupabase(mockDb.auth)],
} satisfies Meta<typeof SettingsApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = { parameters: { route: '/settings/account', expectText: 'Your name, email address and profile' } };

export const LoginAndSecurity: Story = { parameters: { route: '/settings/login-and-security', expectText: "Password, two-step verification and where you're signed in" } };

export const MessagePreferences: Story = { parameters: { route: '/settings/message-preferences', expectText: 'Which emails and notifications you receive' } };

export const PrivacySettings: Story = { parameters: { route: '/settings/privacy-settings', expectText: 'Take your data with you, or delete your account' } };

export const People: Story = { parameters: { route: '/settings/people', expectText: 'Who has access to your team' } };

export const BillingAndPlans: Story = { parameters: { route: '/settings/billing-and-plans' } };

export const Domains: Story = { parameters: { route: '/settings/domains' } };

export const PurchaseHistory: Story = { parameters: { route: '/settings/purchase-history' } };

export const Group: Story = { parameters: { route: '/settings/group', expectText: 'Your group and its permissions' } };

export const NotFound: Story = { parameters: { route: '/settings/no-such-page', expectText: 'Not Found' } };
