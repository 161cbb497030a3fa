// antd's Dropdown for the header's user menu and the sidebar's group switcher: its own chunk, loaded
// by deferred-dropdown.tsx once the menu is wanted (a hover, focus or click on its button, or the
// idle preload), so that the signed-in layout draws without antd.
import { Dropdown, type DropdownProps } from 'antd';

export type MenuDropdownProps = Pick<DropdownProps, 'menu' | 'placement' | 'classNames' | 'open' | 'onOpenChange' | 'children'>;

export function MenuDropdown(props: MenuDropdownProps) {
  return <Dropdown trigger={['click']} {...props} />;
}
