// antd's Dropdown for the header's user menu and the sidebar's group switcher, in antd's theme: its
// own chunk, loaded by deferred-dropdown.tsx once the menu is wanted (a hover, focus or click on its
// button, or the idle preload), so that the signed-in layout draws without antd. It imports the
// theme itself, so that one dynamic import brings both (Vite adds no preload links to it:
// scripts/vite/federation.ts).
import { Dropdown, type DropdownProps } from 'antd';
import { AntdScope } from '../antd-scope';

export type MenuDropdownProps = Pick<DropdownProps, 'menu' | 'placement' | 'classNames' | 'open' | 'onOpenChange' | 'children'>;

export function MenuDropdown(props: MenuDropdownProps) {
  return (
    <AntdScope>
      <Dropdown trigger={['click']} {...props} />
    </AntdScope>
  );
}
