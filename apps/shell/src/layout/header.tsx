import { useThemeChoice, themeService } from '@bullion/shared';
import { Avatar, Dropdown, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';

export function Header() {
  const navigate = useNavigate();
  const theme = useThemeChoice();
  return (
    <Flex className="shell-header" align="center" justify="space-between" gap={16}>
      <Link to="/" className="shell-logo" aria-label="Bullion Desk home">
        <span className="shell-logo-mark" aria-hidden>
          ◆
        </span>
        <span className="shell-logo-text">Bullion Desk</span>
      </Link>
      <div className="spot-strip" data-testid="spot-strip" />
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'settings', label: 'Settings', onClick: () => navigate('/settings/account') },
            {
              key: 'theme',
              label: 'Toggle theme',
              onClick: () => themeService.set(themeService.resolved() === 'dark' ? 'light' : 'dark'),
            },
          ],
        }}
      >
        <button type="button" className="user-menu-trigger" aria-label="User menu">
          <Avatar size="small">B</Avatar>
          <Typography.Text className="user-menu-theme" type="secondary">
            {theme}
          </Typography.Text>
        </button>
      </Dropdown>
    </Flex>
  );
}
