// The one list of the apps (remotes.json), typed. Remote names, ports, route ownership, area labels,
// sidebar entries and widgets are read from here, never written again elsewhere (a workspace test
// holds the tree to that). Pure data and no browser code: importable on its own as
// '@bullion/shared/remotes' by Node code (the API, e2e, Vite configs) as well as by the apps, so it
// imports nothing else of the library (not even types: the API's compiler has no DOM).
import list from './remotes.json' with { type: 'json' };

export type RemoteName = keyof typeof list.remotes;

/** Every app that listens on a port of its own: the shell, the API, the preview server and each remote. */
export type AppName = Exclude<keyof typeof list, '$comment' | 'remotes'> | RemoteName;

export type NavSection = 'primary' | 'secondary';

/**
 * Counts the shell can show on a sidebar entry; an entry with one is shown only while its count is
 * above 0 or its page is open. drawer: the current group's items waiting in the drawer.
 */
export type NavCount = 'drawer';

export interface NavOptions {
  key: string;
  section: NavSection;
  label?: string;
  activeUnder?: readonly string[];
  /** The key of an entry of the same section this one is shown under, indented. */
  parent?: string;
  count?: NavCount;
}

export interface RemoteRoute {
  /** `/x` owns exactly /x; `/x/*` owns /x and every path below it. */
  path: string;
  /** Names this part of the remote's area (loading and failure messages); default the remote's label. */
  label?: string;
}

export interface RemotePage {
  label: string;
  to: string;
  /** Present when the page has a sidebar entry in the shell. */
  nav?: NavOptions;
}

export interface RemoteEntry {
  port: number;
  /** The area's name in the shell's loading and failure messages. */
  label: string;
  routes: readonly RemoteRoute[];
  /** The remote's main pages, first the one it opens on; the standalone page lists them all. */
  pages: readonly RemotePage[];
  /** Widgets (a RemoteWidgetName each; contracts 1.1, 1.2, 1.3) the remote offers for the shell's dialogs and pages. */
  widgets?: readonly string[];
}

export interface RouteOwnership {
  remote: RemoteName;
  path: string;
  label: string;
}

export interface NavEntry {
  key: string;
  label: string;
  to: string;
  section: NavSection;
  /** Path prefixes below which this entry is highlighted when no entry's own path matches. */
  activeUnder?: readonly string[];
  /** Shown indented under the entry with this key. */
  parent?: string;
  /** Shown only while this count is above 0 (or the entry's page is open), with the count. */
  count?: NavCount;
  remote: RemoteName;
}

export const REMOTES = list.remotes as Readonly<Record<RemoteName, RemoteEntry>>;

/** In the list's order, which is also the order of their sidebar entries. */
export const REMOTE_NAMES = Object.keys(REMOTES) as readonly RemoteName[];

export const PORTS: Readonly<Record<AppName, number>> = {
  shell: list.shell.port,
  api: list.api.port,
  preview: list.preview.port,
  ...(Object.fromEntries(REMOTE_NAMES.map((name) => [name, REMOTES[name].port])) as Record<RemoteName, number>),
};

export function isRemoteName(value: string): value is RemoteName {
  return Object.hasOwn(REMOTES, value);
}

/** Where an app listens on this machine: `http://localhost:<its port>`. */
export function localUrl(app: AppName, host = 'localhost'): string {
  return `http://${host}:${PORTS[app]}`;
}

/** Every owned route with its remote and the label of that part of the area, in the list's order. */
export const REMOTE_ROUTES: readonly RouteOwnership[] = REMOTE_NAMES.flatMap((remote) =>
  REMOTES[remote].routes.map((route) => ({ remote, path: route.path, label: route.label ?? REMOTES[remote].label })),
);

/** The sidebar entries of the remotes' pages, in the list's order. */
export const REMOTE_NAV: readonly NavEntry[] = REMOTE_NAMES.flatMap((remote) =>
  REMOTES[remote].pages.flatMap(({ label, to, nav }) =>
    nav ? [{ key: nav.key, label: nav.label ?? label, to, section: nav.section, activeUnder: nav.activeUnder, parent: nav.parent, count: nav.count, remote }] : [],
  ),
);

/** The page a remote opens on (its first page). */
export function remoteHome(remote: RemoteName): string {
  return REMOTES[remote].pages[0]?.to ?? remoteAreaPath(remote);
}

/** The address of a remote's area: its first route without a trailing `/*`. */
export function remoteAreaPath(remote: RemoteName): string {
  return (REMOTES[remote].routes[0]?.path ?? '/').replace(/\/\*$/, '');
}

/** The remote that offers a widget (a RemoteWidgetName). */
export function widgetRemote(widget: string): RemoteName {
  const remote = REMOTE_NAMES.find((name) => REMOTES[name].widgets?.includes(widget));
  if (!remote) throw new Error(`No remote in remotes.json offers the ${widget} widget`);
  return remote;
}
