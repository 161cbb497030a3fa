// antd's theme for a parcel's tree (the app's theme, light or dark, antd-theme.ts): its own chunk, so
// that a parcel drawn in plain HTML (a plain widget, remote-parcel.tsx) loads none of antd's runtime.
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useReducedMotion, type ResolvedTheme } from '@bullion/shared';
import { antdThemeConfig } from './antd-theme';

export function ParcelAntdTheme({ resolved, children }: { resolved: ResolvedTheme; children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return <ConfigProvider theme={antdThemeConfig(resolved, { reducedMotion })}>{children}</ConfigProvider>;
}
