import { theme, type ThemeConfig } from 'antd';
import type { ResolvedTheme } from '@bullion/shared';

/**
 * One antd theme for the shell and every remote, so areas look alike in light and dark. With
 * `reducedMotion` (the user's system asks for less motion: useReducedMotion) antd's components
 * appear and go without animating.
 */
export function antdThemeConfig(resolved: ResolvedTheme, { reducedMotion = false }: { reducedMotion?: boolean } = {}): ThemeConfig {
  return {
    algorithm: resolved === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      motion: !reducedMotion,
      colorPrimary: '#b8860b',
      borderRadius: 8,
      fontFamily:
        "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
  };
}
