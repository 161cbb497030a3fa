import { Divider, Dropdown, Menu, Typography, type MenuProps } from 'antd';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { remoteForPath } from '../federation/route-ownership';
import { useShell } from '../shell-context';
import { activeNavKey, PRIMARY_NAV, SALES_CHANNEL_NAV, SECONDARY_NAV, type NavItem } from './nav-items';

const PRELOAD_DELAY_MS = 50;

function toMenuItems(items: readonly NavItem[], onIntent: (to: string) => void): MenuProps['items'] {
  return items
    .filter((item) => !item.hidden)
    .map((item) => ({
      key: item.key,
      label: (
        <a
          href={item.to}
          data-nav={item.key}
          onMouseEnter={() => onIntent(item.to)}
          onFocus={() => onIntent(item.to)}
          onClick={(event) => event.preventDefault()}
        >
          {item.label}
        </a>
      ),
    }));
}

function GroupSwitcher() {
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'settings', label: 'Settings', onClick: () => navigate('/settings/group') },
          { type: 'divider' },
          { key: 'create-team', label: 'Create a team', onClick: () => navigate('/settings/group') },
        ],
      }}
    >
      <button type="button" className="group-switcher" aria-label="Switch group">
        <span className="group-switcher-name">Personal</span>
        <Typography.Text type="secondary" className="group-switcher-plan">
          Free
        </Typography.Text>
      </button>
    </Dropdown>
  );
}

export function Sidebar() {
  const { loader } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const selected = activeNavKey(location.pathname);
  const intentTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Preload on intent: a remote's files are fetched when its link is hovered or focused.
  const onIntent = (to: string) => {
    const remote = remoteForPath(to);
    if (!remote) return;
    clearTimeout(intentTimer.current);
    intentTimer.current = setTimeout(() => loader.preload(remote), PRELOAD_DELAY_MS);
  };
  const onSelect: MenuProps['onClick'] = ({ key }) => {
    const item = [...PRIMARY_NAV, ...SECONDARY_NAV].find((candidate) => candidate.key === key);
    if (item) navigate(item.to);
  };
  const selectedKeys = selected ? [selected] : [];

  return (
    <nav className="sidebar" aria-label="Main">
      <GroupSwitcher />
      <Menu mode="inline" selectedKeys={selectedKeys} items={toMenuItems(PRIMARY_NAV, onIntent)} onClick={onSelect} />
      <Divider style={{ margin: '8px 0' }} />
      <Menu mode="inline" selectedKeys={selectedKeys} items={toMenuItems(SECONDARY_NAV, onIntent)} onClick={onSelect} />
      <div hidden>{SALES_CHANNEL_NAV.map((item) => <a key={item.key} href={item.to}>{item.label}</a>)}</div>
    </nav>
  );
}
