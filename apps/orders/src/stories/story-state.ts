// Story loaders for the app store: the role's permissions and the spot the shell would keep there.
import { mockStoredSpot } from '@bullion/api-mocks';
import { type GroupRole } from '@bullion/contract';
import { useAppStore } from '@bullion/shared';
import { signInAs as signIn } from '../testing/sign-in-as';

/** The signed-in member becomes a viewer: may read the group, not write orders or price templates. */
export function asViewer(): void {
  useAppStore.setState({ groupPermissions: { 'group.read': true, 'members.read': true } });
}

/** The mock quote, fetched `ageMinutes` ago (6 or more is stale); or no quote at all. */
export function spotOf(ageMinutes: number | null): () => void {
  return () => {
    if (ageMinutes === null) {
      useAppStore.setState({ spotPrices: null });
      return;
    }
    useAppStore.getState().setSpotPrices(mockStoredSpot(new Date(Date.now() - ageMinutes * 60_000).toISOString()));
  };
}

/** Signs in the mock user with another role of the mock team (the preview signs in its admin). */
export function signInAs(role: GroupRole): () => void {
  return () => signIn(role);
}
