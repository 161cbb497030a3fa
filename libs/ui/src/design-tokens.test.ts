import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdThemeConfig } from './antd-theme';

/** The `--bd-*` declarations of the block whose selector is `selector`. */
function declarations(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`design-tokens.css has no ${selector} block`);
  const body = css.slice(start, css.indexOf('}', start));
  const found = new Map<string, string>();
  for (const [, name = '', value = ''] of body.matchAll(/--bd-([a-z0-9-]+):\s*([^;]+);/g)) found.set(name, value.trim());
  return found;
}

// antd writes the size suffixes in capitals: borderRadiusLG, fontSizeLG.
const camel = (kebab: string) => kebab.replace(/-(lg|sm|xs)$/, (suffix) => suffix.slice(1).toUpperCase()).replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const css = readFileSync(join(import.meta.dirname, 'design-tokens.css'), 'utf8');
const UNITLESS = /^(lineHeight|fontWeight)/;

function expected(token: Record<string, unknown>, name: string): string {
  const value = token[camel(name)];
  if (typeof value === 'number') return UNITLESS.test(camel(name)) ? String(value) : `${value}px`;
  return String(value);
}

describe('design-tokens.css', () => {
  const light = declarations(':root');
  const dark = new Map([...light, ...declarations(":root[data-theme='dark']")]);

  it.each([
    ['light', light],
    ['dark', dark],
  ] as const)('holds antd’s %s tokens for the app theme', (mode, variables) => {
    const token = theme.getDesignToken(antdThemeConfig(mode)) as unknown as Record<string, unknown>;
    expect(variables.size).toBeGreaterThan(30);
    for (const [name, value] of variables) expect({ name, value }).toEqual({ name, value: expected(token, name) });
  });

  it('changes the colours in dark mode', () => {
    expect(dark.get('color-primary')).not.toBe(light.get('color-primary'));
    expect(dark.get('color-bg-container')).not.toBe(light.get('color-bg-container'));
  });
});
