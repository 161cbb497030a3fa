// The user menu: name and e-mail, Settings, Toggle theme (light/dark), Log out.
import { accountQueryOptions } from '@bullion/api-client';
import { confirmLeave, themeService, useAppStore, useResolvedTheme, useThemeChoice } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { logOut as logOutAndLeave } from '../auth/log-out';
import { useSessionStore } from '../auth/session-store';
import { DeferredDropdown } from '../layout/deferred-dropdown';
import { useGuardedNavigate } from '../layout/use-guarded-navigate';
import { avatarColor, initialsOf } from './initials-avatar';
import { PlainAvatar } from './plain-avatar';

export function useCurrentUser() {
  const session = useSessionStore((state) => state.session);
  const hasToken = useAppStore((state) => Boolean(state.accessToken));
  // GET /account answers only with a session and an access token: ask only then.
  const account = useQuery({ ...accountQueryOptions(), enabled: Boolean(session) && hasToken });
  const email = session?.user.email ?? account.data?.email ?? '';
  const metadata = (session?.user.user_metadata ?? {}) as { full_name?: unknown };
  const fullName = typeof metadata.full_name === 'string' ? metadata.full_name.trim() : '';
  const name = fullName || account.data?.name || account.data?.displayName || email.split('@')[0] || 'You';
  return { name, email, avatarUrl: account.data?.avatarUrl ?? null };
}

export function UserAvatar({ name, email, avatarUrl, size = 32 }: { name: string; email: string; avatarUrl: string | null; size?: number }) {
  return (
    <PlainAvatar size={size} src={avatarUrl} background={avatarColor(email)} style={{ fontSize: size * 0.4 }}>
      {initialsOf(name, email)}
    </PlainAvatar>
  );
}

export function UserMenu() {
  const navigate = useNavigate();
  const guardedNavigate = useGuardedNavigate();
  const resolved = useResolvedTheme();
  const choice = useThemeChoice();
  const user = useCurrentUser();

  const logOut = async () => {
    if (!(await confirmLeave())) return;
    // Sign out, clear caches, go to /login (without a redirect back to this page).
    await logOutAndLeave(navigate);
  };

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <span className="user-menu-identity">
          <span className="user-menu-name">{user.name}</span>
          <span className="user-menu-email">{user.email}</span>
        </span>
      ),
    },
    { type: 'divider' },
    { key: 'settings', label: 'Settings', onClick: () => guardedNavigate('/settings/account') },
    {
      key: 'theme',
      label: 'Toggle theme',
      extra: resolved === 'dark' ? 'Dark' : 'Light',
      onClick: () => themeService.set(resolved === 'dark' ? 'light' : 'dark'),
    },
    {
      key: 'theme-system',
      label: 'Match system theme',
      extra: choice === 'system' ? '✓' : undefined,
      onClick: () => themeService.set('system'),
    },
    { type: 'divider' },
    { key: 'logout', label: 'Log out', onClick: () => void logOut() },
  ];

  return (
    <DeferredDropdown placement="bottomRight" menu={{ items }} classNames={{ root: 'user-menu-popup' }}>
      <button type="button" className="user-menu-trigger" aria-label="User menu" title={`${user.name} (${user.email})`}>
        <UserAvatar {...user} />
        <span className="user-menu-trigger-name">{user.name}</span>
        <span className="user-menu-caret" aria-hidden>
          ▾
        </span>
      </button>
    </DeferredDropdown>
  );
}
