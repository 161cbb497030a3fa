// The template being edited: the draft, the version it was started from (a save sends it, so a
// change made elsewhere meanwhile is a 409, not silently overwritten), the unsaved-changes tracking
// of the shared library (bar and leave guard), and saving.
import { ApiHttpError, updatePriceTemplateMutationOptions } from '@bullion/api-client';
import { type PriceTemplate } from '@bullion/contract';
import { useShellServices, useUnsavedChanges } from '@bullion/shared';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { checkDraft, draftOf, type DraftCheck, type TemplateDraft } from './rule-draft';

export interface TemplateDraftState {
  draft: TemplateDraft;
  setDraft(update: (current: TemplateDraft) => TemplateDraft): void;
  check: DraftCheck;
  dirty: boolean;
  saving: boolean;
  /** Why the last save failed; `conflict` when the template changed elsewhere since it was opened. */
  saveError: { message: string; conflict: boolean } | null;
  /** Errors are shown once a save was tried (a rule being typed is not an error yet). */
  showErrors: boolean;
  save(): Promise<void>;
  discard(): void;
  /** After a conflict: drops the draft and starts again from the template as stored now. */
  reloadLatest(latest: PriceTemplate): void;
}

export function useTemplateDraft(template: PriceTemplate): TemplateDraftState {
  const { toast } = useShellServices();
  const [base, setBase] = useState(() => ({ version: template.version, values: draftOf(template) }));
  const [draft, setDraftState] = useState<TemplateDraft>(base.values);
  const [saveError, setSaveError] = useState<TemplateDraftState['saveError']>(null);
  const [showErrors, setShowErrors] = useState(false);
  const update = useMutation(updatePriceTemplateMutationOptions(template.id));

  const changes = useUnsavedChanges(base.values, draft, setDraftState);
  // A newer version arrived (saved here, or elsewhere) while nothing is changed here: follow it.
  // With changes, the draft stays on its version and a save answers 409.
  if (template.version !== base.version && !changes.dirty) {
    const values = draftOf(template);
    setBase({ version: template.version, values });
    setDraftState(values);
  }

  const check = useMemo(() => checkDraft(draft), [draft]);

  const setDraft = useCallback((change: (current: TemplateDraft) => TemplateDraft) => setDraftState(change), []);

  const save = async () => {
    setShowErrors(true);
    if (!check.ok) {
      setSaveError({ message: 'Correct the highlighted fields first.', conflict: false });
      return;
    }
    setSaveError(null);
    try {
      const saved = await update.mutateAsync({ name: check.name, rules: check.rules, version: base.version });
      changes.save();
      setBase({ version: saved.version, values: draftOf(saved) });
      setDraftState(draftOf(saved));
      setShowErrors(false);
      toast.show('success', 'Price template saved');
    } catch (error) {
      const conflict = error instanceof ApiHttpError && error.status === 409 && error.code === 'version_conflict';
      setSaveError({
        conflict,
        message: conflict
          ? 'Someone changed this price template since you opened it. Load the latest version (your changes here are discarded), or copy them first.'
          : error instanceof Error
            ? error.message
            : 'The price template could not be saved.',
      });
    }
  };

  return {
    draft,
    setDraft,
    check,
    dirty: changes.dirty,
    saving: update.isPending,
    saveError,
    showErrors,
    save,
    discard: () => {
      changes.discard();
      setSaveError(null);
      setShowErrors(false);
    },
    reloadLatest: (latest) => {
      const values = draftOf(latest);
      setBase({ version: latest.version, values });
      setDraftState(values);
      setSaveError(null);
      setShowErrors(false);
    },
  };
}
