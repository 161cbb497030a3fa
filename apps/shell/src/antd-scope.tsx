// antd's theme (ConfigProvider) for the parts of the shell drawn with antd: the signed-in app, the
// setup pages and the dialogs. It loads with them, never with the login page, which is plain HTML in
// the same tokens (@bullion/ui/design-tokens.css), so that the first page carries no antd.
import { useResolvedTheme } from '@bullion/shared';
import { antdThemeConfig } from '@bullion/ui';
import { ConfigProvider } from 'antd';
import type { ComponentType, ReactNode } from 'react';

export function AntdScope({ children }: { children: ReactNode }) {
  const resolved = useResolvedTheme();
  return <ConfigProvider theme={antdThemeConfig(resolved)}>{children}</ConfigProvider>;
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
