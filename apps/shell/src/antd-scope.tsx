// antd's theme (ConfigProvider) for the parts of the shell drawn with antd: the public pages other
// than /login, the dialogs, the layout's menus (menu-dropdown.tsx), the preview notices and Not Found.
// It loads with them, never with the login page or a signed-in start, which are plain HTML in the same
// tokens (@bullion/ui/design-tokens.css), so that neither first view carries antd.
import { useReducedMotion, useResolvedTheme } from '@bullion/shared';
import { antdThemeConfig } from '@bullion/ui';
import { ConfigProvider } from 'antd';
import type { ComponentType, ReactNode } from 'react';

export function AntdScope({ children }: { children: ReactNode }) {
  const resolved = useResolvedTheme();
  const reducedMotion = useReducedMotion();
  return <ConfigProvider theme={antdThemeConfig(resolved, { reducedMotion })}>{children}</ConfigProvider>;
}

/** `Component` inside antd's theme. */
export function withAntdScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  Themed.displayName = `WithAntdScope(${Component.displayName ?? Component.name})`;
  return Themed;
}
