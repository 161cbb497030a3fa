// @vitest-environment node
// Every write's mutation options refresh exactly the cached resources it changes, run through
// runMutation against the mock API.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { updateAccountMutationOptions, accountKeys, createGroupMutationOptions, updateGroupMutationOptions, groupKeys, configureApiClient, acceptInviteMutationOptions, createInviteMutationOptions, inviteKeys, memberKeys, removeMembersMutationOptions, updateMembersMutationOptions, startTrialMutationOptions, billingKeys, runMutation } from '@bullion/api-client';
import { MOCK_GROUP_ID, mockInvites, resetMockDb, MOCK_API_URL, createMockHandlers } from '../index';

const server = setupServer(...createMockHandlers());
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApiClient({ apiUrl: MOCK_API_URL });
});
afterEach(() => resetMockDb());
afterAll(() => server.close());

async function invalidatedBy(run: (client: QueryClient) => Promise<unknown>): Promise<QueryKey[]> {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  await run(client);
  return invalidate.mock.calls.map(([filters]) => filters?.queryKey ?? []);
}

describe('mutation options', () => {
  it.each([
    ['creating a group', (client: QueryClient) => runMutation(client, createGroupMutationOptions(), 'Vault'), [groupKeys.all]],
    ['updating a group', (client: QueryClient) => runMutation(client, updateGroupMutationOptions(MOCK_GROUP_ID), { name: 'Vault' }), [groupKeys.all]],
    [
      'changing roles',
      (client: QueryClient) => runMutation(client, updateMembersMutationOptions(MOCK_GROUP_ID), { memberIds: [2], roleId: 3 }),
      [memberKeys.list(MOCK_GROUP_ID)],
    ],
    [
      'removing members',
      (client: QueryClient) => runMutation(client, removeMembersMutationOptions(MOCK_GROUP_ID), { memberIds: [2] }),
      [memberKeys.list(MOCK_GROUP_ID), groupKeys.all],
    ],
    [
      'creating an invite',
      (client: QueryClient) => runMutation(client, createInviteMutationOptions(MOCK_GROUP_ID), { maxUses: 1 }),
      [inviteKeys.list(MOCK_GROUP_ID)],
    ],
    [
      'accepting an invite',
      (client: QueryClient) => runMutation(client, acceptInviteMutationOptions(), mockInvites()[0]?.code ?? ''),
      [groupKeys.all, memberKeys.list(MOCK_GROUP_ID), inviteKeys.all],
    ],
    ['updating the account', (client: QueryClient) => runMutation(client, updateAccountMutationOptions(), { displayName: 'Ada' }), [accountKeys.all, memberKeys.all]],
    ['starting a trial', (client: QueryClient) => runMutation(client, startTrialMutationOptions(), 'pro'), [groupKeys.all, billingKeys.all]],
  ])('%s refreshes what it changed', async (_label, run, keys) => {
    expect(await invalidatedBy(run)).toEqual(keys);
  });

  it('refreshes nothing when the write fails, and rejects with its error', async () => {
    const keys = await invalidatedBy((client) =>
      expect(runMutation(client, updateGroupMutationOptions('00000000-0000-4000-8000-000000000000'), { name: 'Vault' })).rejects.toMatchObject({
        status: 404,
      }),
    );
    expect(keys).toEqual([]);
  });
});
