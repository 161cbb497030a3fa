// Create, duplicate and delete a collection, from the list and from a collection's page alike:
// the prompt for a new collection's title (then it opens), the spec's confirm dialog before a
// delete, and a toast after each. A failed call already shows the fetch layer's error toast.
import { COLLECTION_TITLE_MAX_LENGTH, type CollectionSummary } from '@bullion/contract';
import { createCollectionMutationOptions, deleteCollectionMutationOptions, duplicateCollectionMutationOptions } from '@bullion/api-client';
import { useShellServices } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { collectionPath } from './paths';

export const NEW_COLLECTION_PROMPT = {
  title: 'New collection',
  text: 'A set of catalog products you want to own, such as "American Silver Eagles 1986–2025". You add the products next.',
  label: 'Title',
  placeholder: 'e.g. Lunar series III',
  submitLabel: 'Create',
} as const;

const entries = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'entry' : 'entries'}`;

/** The confirm dialog's text for deleting a collection: what goes and what stays. */
export function deleteCollectionText(collection: Pick<CollectionSummary, 'entryCount' | 'shareToken'>): string {
  const what = collection.entryCount ? `Its ${entries(collection.entryCount)} go with it` : 'It has no entries';
  const link = collection.shareToken ? ' Its share link stops working.' : '';
  return `${what}; the inventory items stay as they are.${link} This cannot be undone.`;
}

export function useCollectionActions() {
  const { dialog, navigation, toast } = useShellServices();
  const create = useMutation(createCollectionMutationOptions());
  const duplicate = useMutation(duplicateCollectionMutationOptions());
  const remove = useMutation(deleteCollectionMutationOptions());

  /** Asks for a title, creates the collection and opens it. */
  const createCollection = async () => {
    const title = await dialog.prompt({ ...NEW_COLLECTION_PROMPT });
    if (!title) return;
    if (title.length > COLLECTION_TITLE_MAX_LENGTH) {
      toast.show('warning', `A title has at most ${COLLECTION_TITLE_MAX_LENGTH} characters`);
      return;
    }
    const collection = await create.mutateAsync({ title });
    toast.show('success', `Collection "${collection.title}" created`, { description: 'Add the products it should hold.' });
    navigation.navigate(collectionPath(collection.id));
  };

  /** Copies a collection with its entries (sharing off); `open` goes to the copy. */
  const duplicateCollection = async (collection: CollectionSummary, { open = false } = {}) => {
    const copy = await duplicate.mutateAsync(collection.id);
    toast.show('success', `Collection duplicated as "${copy.title}"`);
    if (open) navigation.navigate(collectionPath(copy.id));
  };

  /** Deletes after the confirm dialog; resolves whether it was deleted. */
  const deleteCollection = async (collection: CollectionSummary): Promise<boolean> => {
    const confirmed = await dialog.confirm({
      title: `Delete "${collection.title}"?`,
      text: deleteCollectionText(collection),
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!confirmed) return false;
    await remove.mutateAsync(collection.id);
    toast.show('success', `Collection "${collection.title}" deleted`);
    return true;
  };

  const busy = (collection: CollectionSummary) => ({
    duplicating: duplicate.isPending && duplicate.variables === collection.id,
    deleting: remove.isPending && remove.variables === collection.id,
  });

  return { createCollection, duplicateCollection, deleteCollection, creating: create.isPending, busy };
}

/** Runs a user action whose failure the fetch layer has already reported with a toast. */
export const quietly =
  (action: () => Promise<unknown>) =>
  (): void =>
    void action().catch(() => undefined);
