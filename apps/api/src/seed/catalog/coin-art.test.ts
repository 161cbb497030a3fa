import { describe, expect, it } from 'vitest';
import { SEED_CATALOG } from './catalog-data';
import { escapeXml, productArtInput, renderProductArt, type ProductArtInput } from './coin-art';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * A small XML well-formedness check: balanced tags with one root, quoted attributes without
 * duplicates, and no bare '<' or '&' in text or attribute values. Enough for generated SVG.
 */
function wellFormednessErrors(xml: string): string[] {
  const errors: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  const checkText = (text: string, where: string) => {
    for (const match of text.matchAll(/&([^;\s]*);?/g)) {
      if (!/^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);$/.test(match[0])) errors.push(`bad entity ${match[0]} in ${where}`);
    }
  };
  const token = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<\/([A-Za-z][\w:.-]*)\s*>|<([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|<|[^<]+/g;
  for (const match of xml.matchAll(token)) {
    const [whole, closing, opening, attributes = '', selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open !== closing) errors.push(`</${closing}> closes <${open ?? 'nothing'}>`);
    } else if (opening) {
      if (stack.length === 0) roots += 1;
      const names = [...attributes.matchAll(/([\w:.-]+)\s*=/g)].map((attribute) => attribute[1]);
      if (new Set(names).size !== names.length) errors.push(`duplicate attribute in <${opening}>`);
      checkText(attributes, `<${opening}> attributes`);
      if (!selfClosing) stack.push(opening);
    } else if (whole === '<') {
      errors.push(`stray '<' at ${match.index}`);
    } else if (!whole.startsWith('<')) {
      if (stack.length === 0 && whole.trim()) errors.push('text outside the root element');
      checkText(whole, 'text');
    }
  }
  if (stack.length) errors.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) errors.push(`${roots} root elements`);
  return errors;
}

const seedProduct = (slug: string) => {
  const product = SEED_CATALOG.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`no seed product ${slug}`);
  return product;
};

const art = (overrides: Partial<ProductArtInput> = {}) =>
  renderProductArt({ title: 'American Gold Eagle 1 oz', metal: 'gold', type: 'coin', year: 2024, side: 'obverse', ...overrides });

describe('the well-formedness check itself', () => {
  it('rejects broken XML', () => {
    expect(wellFormednessErrors('<svg><g></svg>')).not.toEqual([]);
    expect(wellFormednessErrors('<svg><text>a < b</text></svg>')).not.toEqual([]);
    expect(wellFormednessErrors('<svg><text>Fish & Chips</text></svg>')).not.toEqual([]);
    expect(wellFormednessErrors('<svg a="1" a="2"/>')).not.toEqual([]);
    expect(wellFormednessErrors('<svg><text>Fish &amp; Chips</text></svg>')).toEqual([]);
  });
});

describe('renderProductArt', () => {
  it('escapes markup characters in titles and stays well-formed', () => {
    const hostile = art({ title: 'Fish & Chips <script>alert("x")</script> \'quoted\'', faceValue: '<b>$5</b>', country: 'A&B' });
    expect(hostile).not.toContain('<script');
    expect(hostile).not.toContain('<b>');
    expect(hostile).toContain('&amp;');
    expect(hostile).toContain('&lt;');
    expect(hostile).toContain('&quot;');
    expect(wellFormednessErrors(hostile)).toEqual([]);
  });

  it('drops characters XML cannot hold', () => {
    const svg = art({ title: 'Bell\u0007 Bar\u0000' });
    expect([...svg].filter((char) => char.charCodeAt(0) < 0x20)).toEqual([]);
    expect(wellFormednessErrors(svg)).toEqual([]);
  });

  it('renders every side of every seed product as well-formed, self-contained SVG of 1–8 KB', () => {
    for (const product of SEED_CATALOG) {
      for (const side of ['obverse', 'reverse'] as const) {
        const svg = renderProductArt(productArtInput(product, side));
        const where = `${product.slug} ${side}`;
        expect(svg.startsWith(`<svg xmlns="${SVG_NAMESPACE}"`), where).toBe(true);
        expect(wellFormednessErrors(svg), where).toEqual([]);
        expect(svg.replace(SVG_NAMESPACE, ''), where).not.toMatch(/https?:|\/\/|<script|<image|<foreignObject|@import|\son[a-z]+=/i);
        expect(svg.length, where).toBeGreaterThan(1000);
        expect(svg.length, where).toBeLessThan(8000);
      }
    }
  });

  it('draws the obverse and reverse differently', () => {
    expect(art({ side: 'obverse' })).not.toBe(art({ side: 'reverse' }));
    expect(art({ type: 'bar', side: 'obverse' })).not.toBe(art({ type: 'bar', side: 'reverse' }));
  });

  it('gives the same bytes for the same input', () => {
    expect(art()).toBe(art());
  });

  it('draws bars as rectangles and coins as circles', () => {
    const barSvg = art({ title: 'PAMP Suisse Fortuna Gold Bar 1 oz', type: 'bar', maker: 'PAMP SA', purityLabel: '999.9' });
    expect(barSvg).toContain('<rect');
    expect(barSvg).not.toContain('<circle');
    expect(barSvg).toContain('FINE GOLD');
    expect(barSvg).toContain('999.9');
    expect(barSvg).toMatch(/No\. [A-Z]{2} \d{6}/);
    expect(art()).toContain('<circle');
  });

  it('paints each metal in its colour', () => {
    expect(art({ metal: 'gold' })).toContain('#ffd700');
    expect(art({ metal: 'silver' })).toContain('#c0c0c0');
    expect(art({ metal: 'copper' })).toContain('#b87333');
    expect(art({ metal: 'platinum' })).toContain('#2f80ed');
    expect(art({ metal: 'palladium' })).toContain('#9b51e0');
  });

  it('shows weight and fineness on the reverse of a coin', () => {
    const reverse = renderProductArt(productArtInput(seedProduct('american-gold-eagle-1-2-oz'), 'reverse'));
    expect(reverse).toContain('1/2 OZ FINE GOLD');
    expect(reverse).toContain('916.7');
    expect(reverse).toContain('$25');
  });

  it('keeps ids unique per image so several can share a page', () => {
    const ids = (svg: string) => [...svg.matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
    const first = ids(art({ title: 'A' }));
    const second = ids(art({ title: 'B' }));
    expect(first.filter((id) => second.includes(id))).toEqual([]);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});

describe('productArtInput', () => {
  it('labels a coin by its fine content and a bar by its stamped weight and brand', () => {
    const eagle = productArtInput(seedProduct('american-gold-eagle-1-oz'), 'reverse');
    expect(eagle).toMatchObject({ weightLabel: '1 OZ', purityLabel: '916.7', faceValue: '$50', country: 'USA' });
    const bar = productArtInput(seedProduct('credit-suisse-gold-bar-10-oz'), 'obverse');
    expect(bar).toMatchObject({ weightLabel: '10 OZ', purityLabel: '999.9', maker: 'Credit Suisse' });
  });
});
