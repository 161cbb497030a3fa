// The versioned contract between the shell and its remotes. Bump SHELL_CONTRACT's major when a
// change breaks remotes built against the previous one; the shell refuses remotes whose declared
// range excludes it. A minor adds optional parts only: a shell keeps working with remotes built for
// an older minor, and a remote built for the new minor (declaring `^1.<new>.0`) is refused by an
// older shell, whose copy of this library would not know the new parts. History:
// - 1.0: the route area parcel, the services, the events.
// - 1.1: widgets in dialogs the shell hosts (product-view, catalog-search) and dialog.searchCatalog.
// - 1.2: the portfolio-summary widget, the first one the shell mounts inline (a card of its
//   dashboard) rather than in a dialog.
// - 1.3: the shared-collection widget, mounted inline on a public page of the shell (a collection's
//   share link, signed in or not).
// - 1.4: the parcel module's optional preload(path): the shell has a remote load the code of the
//   page a path shows (its own chunk) on hover and idle preload, before the visit.
// - 1.5: the parcel module's optional preloadWidget(widget): the shell has a remote load a widget's
//   code at start-up when its first page shows the widget inline (the dashboard's portfolio summary).
// - 1.6: the orders-summary widget, the orders remote's card of the dashboard (open quotes and the
//   latest orders), mounted inline like the portfolio summary.
import type { ParcelConfigObject } from 'single-spa';
import type { HashDialogName, TitleDescRequest, TitleDescValues } from './hash-dialog';
import type { RemoteName } from './remotes';

export { SHELL_CONTRACT } from './shell-contract';

export type ToastKind = 'success' | 'info' | 'warning' | 'error' | 'loading';

export interface ToastOptions {
  description?: string;
  duration?: number;
  id?: string | number;
}

export interface ToastService {
  show(kind: ToastKind, message: string, options?: ToastOptions): string | number;
  dismiss(id?: string | number): void;
}

export interface ConfirmRequest {
  title: string;
  text?: string;
  cancelLabel?: string;
  confirmLabel?: string;
}

export interface InfoRequest {
  title: string;
  content: string;
  closeLabel?: string;
}

export interface PromptRequest {
  title: string;
  text?: string;
  label?: string;
  placeholder?: string;
  submitLabel?: string;
  cancelLabel?: string;
  defaultValue?: string;
}

export interface DialogService {
  /** Resolves true when confirmed, false when cancelled or dismissed. */
  confirm(request: ConfirmRequest): Promise<boolean>;
  info(request: InfoRequest): Promise<void>;
  /** Resolves the trimmed text, or null when cancelled. */
  prompt(request: PromptRequest): Promise<string | null>;
  /** Opens a dialog controlled by the URL hash, e.g. `product:42` or `team-upgrade`. */
  openHash(hash: string): void;
  /** Opens a named hash dialog of the shell: menu, team-upgrade, pro-upgrade, create-team, spots, search. */
  open(name: HashDialogName): void;
  /** Opens the product view `#product:{id}` over the current page. */
  openProduct(productId: string): void;
  /** Opens `#title-desc`; resolves the trimmed title and description, or null when closed without submitting. */
  titleDesc(request?: TitleDescRequest): Promise<TitleDescValues | null>;
  /**
   * Opens the catalog search dialog (`#search`, provided by the catalog remote). Resolves the
   * products the user selected, or null when the dialog was closed without confirming. Contract 1.1.
   */
  searchCatalog(request?: CatalogSearchRequest): Promise<CatalogSelection | null>;
}

export interface CatalogSearchRequest {
  /** Products already in the caller's list: the search shows them checked and disabled, so they cannot be added twice. */
  existingIds?: readonly string[];
  /** Label of the confirming button; default 'Add selected'. */
  confirmLabel?: string;
}

export interface CatalogSelectionItem {
  id: string;
  /** The title as the search showed it: in the current group's product title format (settings.productTitleFormat). */
  title: string;
  groupId: string | null;
  obverseImage: string | null;
}

export interface CatalogSelection {
  /** The newly selected products, in the order they were selected. */
  products: CatalogSelectionItem[];
}

export interface NavigationService {
  /** Navigates the whole page; every mounted router (shell and remotes) follows. */
  navigate(to: string, options?: { replace?: boolean }): void;
}

export type ThemeChoice = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export interface ThemeService {
  get(): ThemeChoice;
  set(choice: ThemeChoice): void;
  resolved(): ResolvedTheme;
  subscribe(listener: () => void): () => void;
}

/** Events a remote may emit towards the shell. */
export type RemoteEvent =
  | { type: 'title'; title: string }
  | { type: 'error'; error: unknown };

export interface ShellServices {
  toast: ToastService;
  dialog: DialogService;
  navigation: NavigationService;
  theme: ThemeService;
}

/** What the shell passes to every parcel it mounts (besides single-spa's own props). */
export interface ParcelProps {
  contractVersion: string;
  remote: RemoteName;
  services: ShellServices;
  /** The remote reports failures it cannot recover from; the shell shows the area's fallback. */
  emit(event: RemoteEvent): void;
}

export interface RemoteContract {
  remote: RemoteName;
  /** The semver range of SHELL_CONTRACT the remote was built against, e.g. `^1.0.0`. */
  contractRange: string;
  /** The remote's own build version, shown in diagnostics. */
  version: string;
}

/**
 * Pieces of a remote's UI the shell mounts outside the remote's route area: inside dialogs it hosts
 * (contract 1.1: the catalog's product view `#product:{id}` and catalog search `#search`), or inline
 * in its own pages (contract 1.2: the inventory's portfolio summary on the dashboard; 1.3: a shared
 * collection on the public share-link page). A remote that
 * does not offer a widget (older build) or is down leaves the shell's fallback in its place.
 */
export interface RemoteWidgetInputs {
  'product-view': { productId: string };
  'catalog-search': CatalogSearchRequest;
  /**
   * Contract 1.2. The current group's holdings at the live spot (the store's spot prices): melt
   * value, day change, unrealised gain/loss, fine ozt per metal, a link to the inventory. Inline, so
   * `close` does nothing and `closeTo(path)` navigates.
   */
  'portfolio-summary': Record<string, never>;
  /**
   * Contract 1.3. A collection as anyone with its share link sees it (titles, images, owned and
   * wanted counts, completion; never values or costs), on the shell's public page
   * SHARED_COLLECTION_ROUTE, with or without a session. Inline, like portfolio-summary.
   */
  'shared-collection': { token: string };
  /**
   * Contract 1.6. The current group's open quotes (each with its expiry countdown, or expired) and
   * its latest orders, each a link to the order, and a link to all orders. Inline, like
   * portfolio-summary.
   */
  'orders-summary': Record<string, never>;
}
export interface RemoteWidgetResults {
  'product-view': void;
  'catalog-search': CatalogSelection | null;
  'portfolio-summary': void;
  'shared-collection': void;
  'orders-summary': void;
}
export type RemoteWidgetName = keyof RemoteWidgetInputs;

export interface RemoteWidgetProps<N extends RemoteWidgetName = RemoteWidgetName> extends ParcelProps {
  widget: N;
  input: RemoteWidgetInputs[N];
  /** Closes the dialog, handing the result to whoever opened it; nothing for an inline widget. */
  close(result?: RemoteWidgetResults[N]): void;
  /** Closes the dialog by going to another address (e.g. 'View as page'); an inline widget just goes there. */
  closeTo(to: string): void;
}

/** The module a remote exposes as `./parcel`. */
export interface RemoteParcelModule {
  contract: RemoteContract;
  parcel: ParcelConfigObject<ParcelProps>;
  /** Widgets this remote offers to the shell (contract 1.1, portfolio-summary 1.2, shared-collection 1.3, orders-summary 1.6); absent in older remotes. */
  widgets?: { [N in RemoteWidgetName]?: ParcelConfigObject<RemoteWidgetProps<N>> };
  /**
   * Contract 1.4. Loads the code of the page the area would show at the shell path `path` (e.g.
   * `/catalog`, `/settings`), and of what that page renders first, without rendering anything; a
   * path the area does not show loads nothing. The shell calls it when a link to the area is hovered
   * or focused and on idle preload, so the visit renders the page without fetching it. Settles once
   * loaded; a rejection only means the visit loads the page itself. Absent in older remotes.
   */
  preload?(path: string): Promise<void>;
  /**
   * Contract 1.5. Loads the code of one of this remote's widgets without rendering it; a widget the
   * remote does not offer loads nothing. The shell calls it at start-up for the widgets its first
   * page mounts inline, so the widget's code arrives with the remote rather than after it has
   * rendered. Settles once loaded; a rejection only means the widget loads itself when mounted.
   * Absent in older remotes.
   */
  preloadWidget?(widget: RemoteWidgetName): Promise<void>;
}
