// The shared-collection widget (contract 1.3) as the shell's public page shows it to anyone with
// the link: filled, a link that is off or mistyped, no entries, error and loading.
import { MOCK_API_URL, MOCK_SHARE_TOKEN } from '@bullion/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { SharedCollectionView } from '../collections/shared-collection-view';

const meta = {
  title: 'Collections/Shared collection (public)',
  component: SharedCollectionView,
  args: { token: MOCK_SHARE_TOKEN },
} satisfies Meta<typeof SharedCollectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { parameters: { expectText: '2 of 6 entries complete' } };

export const LinkOff: Story = { args: { token: 'turnedOffOrMistypedToken_0000000000000000000' }, parameters: { expectText: 'This collection is not shared' } };

export const NoEntries: Story = {
  parameters: {
    expectText: 'Nothing in this collection yet.',
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/public/collections/:token`, () =>
            HttpResponse.json({ title: 'Lunar series III', description: null, coverImage: null, entries: [], completeEntries: 0, completion: 0 }),
          ),
        ],
      },
    },
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    expectText: 'The shared collection could not be loaded',
    msw: { handlers: { overrides: [http.get(`${MOCK_API_URL}/public/collections/:token`, () => HttpResponse.json({ error: { code: 'internal', message: 'down' } }, { status: 500 }))] } },
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        overrides: [
          http.get(`${MOCK_API_URL}/public/collections/:token`, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
};
