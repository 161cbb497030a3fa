// The shared-collection widget (contract 1.3): the shell mounts it inline on its public page
// /shared/collections/{token}, for visitors with or without a session.
import type { RemoteWidgetProps } from '@bullion/shared';
import { SharedCollectionView } from './shared-collection-view';

export function SharedCollectionWidget({ input }: RemoteWidgetProps<'shared-collection'>) {
  return <SharedCollectionView token={input.token} />;
}
