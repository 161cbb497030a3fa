// "Create a team" from /switch-group: name it, create it, take a token for it, and go to its people
// page to invite someone.
import { ApiHttpError, createGroupMutationOptions, runMutation } from '@bullion/api-client';
import { dialogService, toastService } from '@bullion/shared';
import { CHECK_CONNECTION } from '@bullion/ui/page-state-texts';
import type { QueryClient } from '@tanstack/react-query';
import { obtainAccessToken } from '../../../auth/access';

/** Resolves with where to go next, or null when cancelled or refused. */
export async function createTeam(queryClient: QueryClient): Promise<string | null> {
  const name = await dialogService.prompt({
    title: 'Create a team',
    text: 'Teams share an inventory and a catalog. You can invite people right after.',
    label: 'Team name',
    placeholder: 'e.g. Northside Coin & Bullion',
    submitLabel: 'Create team',
  });
  if (!name) return null;
  try {
    const { id } = await runMutation(queryClient, createGroupMutationOptions(), name);
    if (!(await obtainAccessToken(id))) {
      toastService.show('error', 'The team was created, but opening it failed', { description: 'Choose it from the list.' });
      return null;
    }
    toastService.show('success', `${name} is ready`, { description: 'Invite the people you work with.' });
    return '/settings/people';
  } catch (error) {
    // HTTP failures were already reported with a toast by the API client.
    if (!(error instanceof ApiHttpError)) toastService.show('error', 'Could not create the team', { description: CHECK_CONNECTION });
    return null;
  }
}
