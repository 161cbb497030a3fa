// Dialogs controlled by the URL hash: opening one sets the hash (a new history
// entry), closing it goes back in history, a deep link with the hash opens it, Back closes it.
// The shell renders them; any app opens them through dialogService (contract) or these helpers.
import { create } from 'zustand';

/** The named hash dialogs the shell hosts. Product views use `product:{id}`. */
export const HASH_DIALOG_NAMES = ['menu', 'team-upgrade', 'pro-upgrade', 'create-team', 'spots', 'title-desc', 'search'] as const;
export type HashDialogName = (typeof HASH_DIALOG_NAMES)[number];
export type HashDialogId = HashDialogName | `product:${string}`;

/** Marks a history entry whose hash dialog was opened inside the app (so closing may go back). */
export const HASH_DIALOG_STATE_KEY = 'bullionHashDialog';

export type ParsedHashDialog = { name: HashDialogName } | { name: 'product'; productId: string };

/** `#spots` → {name: 'spots'}; `#product:42` → {name: 'product', productId: '42'}; anything else → null. */
export function parseHashDialog(hash: string): ParsedHashDialog | null {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: use the hash as it is.
  }
  if (id.startsWith('product:')) {
    const productId = id.slice('product:'.length).trim();
    return productId ? { name: 'product', productId } : null;
  }
  return (HASH_DIALOG_NAMES as readonly string[]).includes(id) ? { name: id as HashDialogName } : null;
}

/** The hash (with `#`) for a dialog id; product ids are URI-encoded. */
export function hashDialogHash(id: HashDialogId | string): string {
  const bare = id.replace(/^#/, '');
  if (bare.startsWith('product:')) return `#product:${encodeURIComponent(decodeSafe(bare.slice('product:'.length)))}`;
  return `#${bare}`;
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether the current history entry's hash dialog was opened in-app (vs. a deep link or reload). */
export function openedInApp(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[HASH_DIALOG_STATE_KEY] === true;
}

// ------------------------------------------------------------------ navigation through the shell

export interface ShellNavigateOptions {
  replace?: boolean;
  /** Router state of the new entry (react-router's `location.state`). */
  state?: unknown;
}

/** Navigates the shell's router to a path (with search and hash). */
export type ShellNavigator = (to: string, options?: ShellNavigateOptions) => void;

let navigator: ShellNavigator | null = null;

/** The shell binds its router's navigate here, so hash dialogs and guarded links go through it. */
export function bindShellNavigator(next: ShellNavigator | null): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = null;
  };
}

/** Navigates through the shell's router when bound; otherwise changes history and tells the routers. */
export function shellNavigate(to: string, options: ShellNavigateOptions = {}): void {
  if (navigator) {
    navigator(to, options);
    return;
  }
  const url = new URL(to, window.location.href);
  const state = options.state === undefined ? null : { usr: options.state };
  const hashOnly = url.pathname === window.location.pathname && url.search === window.location.search;
  window.history[options.replace ? 'replaceState' : 'pushState'](state, '', `${url.pathname}${url.search}${url.hash}`);
  // Outside single-spa nothing reports pushState: tell the routers (and hash listeners) ourselves.
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
  if (hashOnly) window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/** Opens a hash dialog with a new history entry, so Back closes it, unless it is open already. */
export function openHashDialog(id: HashDialogId | string): void {
  const hash = hashDialogHash(id);
  if (window.location.hash === hash) return;
  shellNavigate(`${window.location.pathname}${window.location.search}${hash}`, { state: { [HASH_DIALOG_STATE_KEY]: true } });
}

// ------------------------------------------------------------------ the title/description dialog

export interface TitleDescValues {
  title: string;
  description: string;
}

export interface TitleDescRequest {
  /** The dialog's heading; default 'Title and description'. */
  heading?: string;
  submitLabel?: string;
  defaultValues?: Partial<TitleDescValues>;
}

interface PendingTitleDesc {
  id: number;
  request: TitleDescRequest;
  resolve: (values: TitleDescValues | null) => void;
}

export const useTitleDescRequest = create<{ pending: PendingTitleDesc | null }>()(() => ({ pending: null }));

let nextTitleDescId = 1;

/**
 * Opens `#title-desc` and resolves the trimmed title and description when submitted, or null when
 * the dialog is closed without submitting (Cancel, Back, or another request replacing it).
 */
export function requestTitleDesc(request: TitleDescRequest = {}): Promise<TitleDescValues | null> {
  settleTitleDesc(null);
  return new Promise((resolve) => {
    useTitleDescRequest.setState({ pending: { id: nextTitleDescId++, request, resolve } });
    openHashDialog('title-desc');
  });
}

/** Called by the dialog: hands the values (or null) to the waiting caller, once. */
export function settleTitleDesc(values: TitleDescValues | null): void {
  const { pending } = useTitleDescRequest.getState();
  if (!pending) return;
  useTitleDescRequest.setState({ pending: null });
  pending.resolve(values);
}
