// @vitest-environment node
// The list of remotes (libs/shared/src/remotes.json) agrees with the workspace: one entry per remote
// folder, each port used once, routes and pages that belong to their remote, the widgets each remote
// really offers. Adding a remote means an entry there plus its folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PORTS, REMOTE_NAMES, REMOTE_NAV, REMOTE_ROUTES, REMOTES, remoteAreaPath, remoteHome, type RemoteName } from '../remotes';

const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));

interface PackageJson {
  nx?: { name?: string; tags?: string[] };
}

const readPackage = (folder: string) => JSON.parse(readFileSync(`${workspaceRoot}apps/${folder}/package.json`, 'utf8')) as PackageJson;

const owns = (route: string, path: string) =>
  route.endsWith('/*') ? path === route.slice(0, -2) || path.startsWith(route.slice(0, -1)) : path === route;

describe('the list of remotes', () => {
  it('gives every app its own port', () => {
    const ports = Object.values(PORTS);
    expect(ports.every((port) => Number.isInteger(port) && port > 1024 && port < 65536)).toBe(true);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('has one entry per remote folder: apps/<name>, an Nx project of that name tagged type:remote and scope:<name>', () => {
    const remoteFolders = readdirSync(`${workspaceRoot}apps`).filter(
      (folder) => existsSync(`${workspaceRoot}apps/${folder}/package.json`) && readPackage(folder).nx?.tags?.includes('type:remote'),
    );
    expect(remoteFolders.sort()).toEqual([...REMOTE_NAMES].sort());
    for (const name of REMOTE_NAMES) {
      const { nx } = readPackage(name);
      expect(nx?.name, `apps/${name}/package.json nx.name`).toBe(name);
      expect(nx?.tags, `apps/${name}/package.json nx.tags`).toContain(`scope:${name}`);
    }
  });

  it('gives each route one owner, written as /x or /x/*', () => {
    const paths = REMOTE_ROUTES.map(({ path }) => path);
    expect(paths.every((path) => /^\/[a-z0-9-]+(?:\/\*)?$/.test(path))).toBe(true);
    const bases = paths.map((path) => path.replace(/\/\*$/, ''));
    expect(new Set(bases).size).toBe(bases.length);
  });

  it("lists only pages inside the remote's own area, starting with the one it opens on", () => {
    for (const name of REMOTE_NAMES) {
      const { pages, routes } = REMOTES[name];
      expect(pages.length, `${name} has pages`).toBeGreaterThan(0);
      for (const { to } of pages) expect(routes.some((route) => owns(route.path, to)), `${name} owns ${to}`).toBe(true);
      expect(remoteHome(name)).toBe(pages[0]?.to);
      expect(routes.some((route) => owns(route.path, remoteAreaPath(name)))).toBe(true);
    }
  });

  it('gives every sidebar entry its own key', () => {
    const keys = REMOTE_NAV.map(({ key }) => key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(REMOTE_NAV.every(({ activeUnder = [] }) => activeUnder.every((prefix) => prefix.startsWith('/') && prefix.endsWith('/')))).toBe(true);
  });

  it('puts a sidebar entry under a parent entry of its own section only', () => {
    for (const { key, parent, section } of REMOTE_NAV) {
      if (!parent) continue;
      const parentEntry = REMOTE_NAV.find((entry) => entry.key === parent);
      expect(parentEntry?.section, `the parent of ${key}`).toBe(section);
      expect(parentEntry?.parent, `the parent of ${key} is not itself a child`).toBeUndefined();
    }
  });

  it("names exactly the widgets each remote's parcel offers, each offered by one remote", () => {
    const offered = (name: RemoteName) => {
      const parcel = readFileSync(`${workspaceRoot}apps/${name}/src/parcel.tsx`, 'utf8');
      const widgets = /\bwidgets:\s*\{([^}]*)\}/.exec(parcel)?.[1] ?? '';
      return [...widgets.matchAll(/'([\w-]+)'\s*:/g)].map((match) => match[1]);
    };
    for (const name of REMOTE_NAMES) expect(offered(name), `widgets of ${name}`).toEqual(REMOTES[name].widgets ?? []);
    const all = REMOTE_NAMES.flatMap((name) => REMOTES[name].widgets ?? []);
    expect(new Set(all).size).toBe(all.length);
  });
});
