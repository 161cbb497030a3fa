// Form change tracking: defaults and current values are compared as JSON; a difference shows the
// unsaved-changes bar; Discard restores the defaults; Save promotes the current values to
// defaults; leaving the page with changes asks for confirmation.
//
// Leaving is guarded in four ways, because the shell uses <BrowserRouter> (react-router 7's
// useBlocker needs a data router) and parcels run their own routers:
// - reload, close tab, typed address: the browser's beforeunload prompt;
// - clicks on same-origin links to another path, in the shell or in any parcel: intercepted in the
//   capture phase on the document, confirmed, then followed through the shell's router;
// - browser Back/Forward to another path or search: held before any router sees it, the page's
//   entry put back, confirmed, then repeated (leave-guard-history.ts); hash-only steps pass;
// - the shell's own navigation (sidebar, user menu, log out) awaits confirmLeave() first.
// Not guarded: programmatic navigate() calls in a parcel that does not call confirmLeave() itself.
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { dialogService } from './dialog';
import { shellNavigate } from './hash-dialog';
import { guardBackForward } from './leave-guard-history';

export const UNSAVED_CHANGES_TEXT = 'You have unsaved changes';
export const LEAVE_CONFIRMATION = 'You have unsaved changes. Are you sure you want to leave?';

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` compare equal. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, current: unknown) => {
    if (current && typeof current === 'object' && !Array.isArray(current)) {
      return Object.fromEntries(Object.entries(current as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return current;
  }) ?? 'undefined';
}

export function hasUnsavedChanges(defaults: unknown, values: unknown): boolean {
  return stableJson(defaults) !== stableJson(values);
}

// ------------------------------------------------------------------ page-wide leave guard

const dirtySources = new Set<string>();
let confirming: Promise<boolean> | null = null;
let stopGuardingBackForward: (() => void) | null = null;

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!dirtySources.size) return;
  event.preventDefault();
  // Older browsers show (or at least need) a return value.
  event.returnValue = LEAVE_CONFIRMATION;
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function onDocumentClick(event: MouseEvent) {
  if (!dirtySources.size || event.defaultPrevented || !isPlainLeftClick(event)) return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, window.location.href);
  // Only leaving this page counts: another origin is handled by beforeunload, a hash or search
  // change on the same page is not leaving it.
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  void confirmLeave().then((leave) => {
    if (leave) shellNavigate(`${url.pathname}${url.search}${url.hash}`);
  });
}

function markDirty(source: string) {
  if (!dirtySources.size) {
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onDocumentClick, true);
    stopGuardingBackForward = guardBackForward(askBeforeBackForward);
  }
  dirtySources.add(source);
}

function markClean(source: string) {
  dirtySources.delete(source);
  if (!dirtySources.size) {
    window.removeEventListener('beforeunload', onBeforeUnload);
    document.removeEventListener('click', onDocumentClick, true);
    stopGuardingBackForward?.();
    stopGuardingBackForward = null;
  }
}

/** Back/Forward while another question (a link, the shell's menu) is open: stay; that answer decides. */
function askBeforeBackForward(): Promise<boolean> {
  return confirming ? Promise.resolve(false) : confirmLeave();
}

/** Whether any form on the page has unsaved changes. */
export function hasUnsavedChangesOnPage(): boolean {
  return dirtySources.size > 0;
}

/**
 * Resolves true when the page may be left: at once without unsaved changes, otherwise after the
 * user confirms 'You have unsaved changes. Are you sure you want to leave?'. Call it before any
 * programmatic navigation away from a page.
 */
export function confirmLeave(): Promise<boolean> {
  if (!dirtySources.size) return Promise.resolve(true);
  confirming ??= dialogService
    .confirm({ title: 'Leave this page?', text: LEAVE_CONFIRMATION, confirmLabel: 'Leave', cancelLabel: 'Stay' })
    .finally(() => {
      confirming = null;
    });
  return confirming;
}

// ------------------------------------------------------------------ the hook

export interface UnsavedChanges<T> {
  /** Current values differ from the defaults (as JSON). */
  dirty: boolean;
  /** The defaults the values are compared with (the given ones, or the last saved values). */
  defaults: T;
  /** Restores the defaults (through `reset`) and returns them. */
  discard(): T;
  /** Promotes the current values to defaults. Call it once they are saved. */
  save(): void;
}

/**
 * Tracks a form's changes. `reset` receives the defaults on discard. New `defaults` from the caller
 * (e.g. reloaded from the server) replace the baseline. While dirty, leaving the page asks first.
 */
export function useUnsavedChanges<T>(defaults: T, values: T, reset?: (defaults: T) => void): UnsavedChanges<T> {
  const defaultsJson = stableJson(defaults);
  const [baseline, setBaseline] = useState<{ source: string; value: T }>({ source: defaultsJson, value: defaults });
  // New defaults from the caller: compare against those from now on (state adjusted during render).
  if (baseline.source !== defaultsJson) setBaseline({ source: defaultsJson, value: defaults });

  const valuesJson = stableJson(values);
  const dirty = stableJson(baseline.value) !== valuesJson;
  const id = useId();

  useEffect(() => {
    if (!dirty) return;
    markDirty(id);
    return () => markClean(id);
  }, [dirty, id]);

  const discard = useCallback(() => {
    reset?.(baseline.value);
    return baseline.value;
  }, [reset, baseline.value]);
  const save = useCallback(() => setBaseline((current) => ({ source: current.source, value: values })), [values]);

  return useMemo(() => ({ dirty, defaults: baseline.value, discard, save }), [dirty, baseline.value, discard, save]);
}
