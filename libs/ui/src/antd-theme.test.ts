import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdThemeConfig } from './antd-theme';

describe('antdThemeConfig', () => {
  it('animates for everyone but those whose system asks for reduced motion', () => {
    expect(theme.getDesignToken(antdThemeConfig('light')).motion).toBe(true);
    expect(theme.getDesignToken(antdThemeConfig('dark', { reducedMotion: false })).motion).toBe(true);
    expect(theme.getDesignToken(antdThemeConfig('light', { reducedMotion: true })).motion).toBe(false);
    expect(theme.getDesignToken(antdThemeConfig('dark', { reducedMotion: true })).motion).toBe(false);
  });
});
