// What every PDF document of the API shares (pdfkit, US Letter): the business's heading with its logo,
// titled sections, tables that carry on over pages with their header repeated, and a footer with the
// page numbers. Text is set in the PDF's standard Helvetica, which needs no font file and covers
// Windows-1252 (Western European); anything beyond is transliterated or shown as "?".
import { Buffer } from 'node:buffer';
import { businessHeading, type BusinessIdentity } from '@bullion/contract';
import PDFDocument from 'pdfkit';
import type { BusinessLogo } from '../groups/business-logo';

export const PAGE = { width: 612, height: 792, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_HEIGHT = 36;
/** Where content stops: above the footer. */
const CONTENT_BOTTOM = PAGE.height - PAGE.margin - FOOTER_HEIGHT;

export const COLORS = { ink: '#1f1d18', muted: '#6b665c', rule: '#d9d3c5', band: '#f6f3ec', accent: '#8a6d1d', alert: '#a8071a' } as const;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;

// Windows-1252's characters beyond Latin-1: what the standard fonts can show besides ASCII and Latin-1.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Readonly<Record<string, string>> = { '−': '-', '‐': '-', '‑': '-', '‒': '-', '\u2009': ' ', '\u202f': ' ', '\u2007': ' ', '≈': '~' };

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/** Text the standard fonts can show: typographic minus and spaces made plain, accents of other scripts dropped where that leaves a Latin letter, anything else "?". */
export function pdfText(value: string): string {
  let text = '';
  for (const char of value.normalize('NFC')) {
    const replaced = REPLACEMENTS[char] ?? char;
    if (encodable(replaced)) text += replaced;
    else {
      const bare = replaced.normalize('NFD').replace(/\p{M}/gu, '');
      text += [...bare].every(encodable) && bare ? bare : '?';
    }
  }
  return text;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  italic?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
  strike?: boolean;
}

export interface Cell extends TextStyle {
  text: string;
  /** A second, smaller line in the muted colour (a line's detail, a void's reason). */
  sub?: string;
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A document being written: a cursor down the page, a new page (with the table header again) when the next block does not fit. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  y: number = PAGE.margin;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<Buffer>;

  constructor(meta: { title: string; subject: string; author: string; createdAt: Date }) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: PAGE.margin,
      bufferPages: true,
      info: { Title: pdfText(meta.title), Subject: pdfText(meta.subject), Author: pdfText(meta.author), Creator: 'Bullion Desk', Producer: 'Bullion Desk (pdfkit)', CreationDate: meta.createdAt },
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  style({ size = 9, bold = false, italic = false, color = COLORS.ink }: TextStyle = {}): this {
    this.doc.font(bold ? FONT.bold : italic ? FONT.italic : FONT.regular).fontSize(size).fillColor(color);
    return this;
  }

  /** The height `text` takes in `width` with `style`. */
  measure(text: string, width: number, style: TextStyle = {}): number {
    this.style(style);
    return this.doc.heightOfString(pdfText(text) || ' ', { width });
  }

  /** Writes `text` at (x, y) within `width`; answers the height it took. */
  text(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    this.style(style);
    const safe = pdfText(text) || ' ';
    this.doc.text(safe, x, y, { width, align: style.align ?? 'left', strike: style.strike ?? false, lineBreak: true });
    return this.doc.heightOfString(safe, { width });
  }

  rule(y: number, { color = COLORS.rule, width = 0.75, from = PAGE.margin, to = PAGE.width - PAGE.margin }: { color?: string; width?: number; from?: number; to?: number } = {}): void {
    this.doc.save().moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  band(x: number, y: number, width: number, height: number, color: string = COLORS.band): void {
    this.doc.save().rect(x, y, width, height).fill(color).restore();
  }

  /** Starts a new page when `height` does not fit below the cursor; answers whether it did. */
  ensureRoom(height: number): boolean {
    if (this.y + height <= CONTENT_BOTTOM) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }

  /** A section's title with a rule under it, on a new page unless `following` (what must come with it: a table's header and first row) fits too. */
  section(title: string, following = 48): void {
    this.ensureRoom(32 + following);
    this.y += 14;
    this.text(title.toUpperCase(), PAGE.margin, this.y, CONTENT_WIDTH, { size: 8, bold: true, color: COLORS.accent });
    this.y += 12;
    this.rule(this.y, { color: COLORS.accent, width: 0.5 });
    this.y += 6;
  }

  /** Label–value pairs in one column of `width` at x (values may run over several lines); answers the height. */
  facts(pairs: readonly (readonly [string, string])[], x: number, y: number, width: number, { labelWidth = 90, valueStyle = {} as TextStyle } = {}): number {
    let top = y;
    for (const [label, value] of pairs) {
      const height = Math.max(this.measure(label, labelWidth, { size: 8, color: COLORS.muted }), this.measure(value, width - labelWidth, valueStyle));
      this.text(label, x, top + 0.5, labelWidth, { size: 8, color: COLORS.muted });
      this.text(value, x + labelWidth, top, width - labelWidth, valueStyle);
      top += height + 3;
    }
    return top - y;
  }

  /** A table from the cursor on, its header repeated on every page it runs onto. */
  table(columns: readonly Column[], rows: readonly (readonly Cell[])[], { size = 8.5 }: { size?: number } = {}): void {
    const pad = 4;
    const header = () => {
      const height = Math.max(...columns.map((column) => this.measure(column.header, column.width - 2 * pad, { size: 7.5, bold: true }))) + 2 * pad;
      this.band(PAGE.margin, this.y, CONTENT_WIDTH, height);
      let x = PAGE.margin;
      for (const column of columns) {
        this.text(column.header, x + pad, this.y + pad, column.width - 2 * pad, { size: 7.5, bold: true, color: COLORS.muted, align: column.align ?? 'left' });
        x += column.width;
      }
      this.y += height;
    };
    this.ensureRoom(60);
    header();
    for (const row of rows) {
      const heights = row.map((cell, index) => {
        const width = (columns[index]?.width ?? 0) - 2 * pad;
        return this.measure(cell.text, width, { size, ...cell }) + (cell.sub ? this.measure(cell.sub, width, { size: size - 1.5 }) + 1 : 0);
      });
      const height = Math.max(...heights) + 2 * pad;
      if (this.ensureRoom(height)) header();
      let x = PAGE.margin;
      row.forEach((cell, index) => {
        const column = columns[index];
        if (!column) return;
        const width = column.width - 2 * pad;
        const align = cell.align ?? column.align ?? 'left';
        const used = this.text(cell.text, x + pad, this.y + pad, width, { size, ...cell, align });
        if (cell.sub) this.text(cell.sub, x + pad, this.y + pad + used + 1, width, { size: size - 1.5, color: COLORS.muted, align });
        x += column.width;
      });
      this.y += height;
      this.rule(this.y);
    }
  }

  /** The footer of every page (left: what the document is; right: page n of m), then the bytes. */
  async finish(footer: string, generated: string): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      // Writing below the bottom margin would start a page of its own.
      const margins = this.doc.page.margins;
      this.doc.page.margins = { ...margins, bottom: 0 };
      const top = PAGE.height - PAGE.margin - FOOTER_HEIGHT + 14;
      this.rule(top);
      this.style({ size: 7.5, color: COLORS.muted }).doc.text(pdfText(footer), PAGE.margin, top + 6, { width: CONTENT_WIDTH * 0.82, lineBreak: false, ellipsis: true });
      this.text(`Page ${index - start + 1} of ${count}`, PAGE.margin + CONTENT_WIDTH * 0.82, top + 6, CONTENT_WIDTH * 0.18, { size: 7.5, color: COLORS.muted, align: 'right' });
      this.text(generated, PAGE.margin, top + 17, CONTENT_WIDTH, { size: 7, color: COLORS.muted });
      this.doc.page.margins = margins;
    }
    this.doc.end();
    return this.ended;
  }
}

/**
 * The heading of a document: the logo and the business (legal name, address, phone, e-mail, tax ID)
 * on the left, the document's title and its facts on the right, an accent rule under both.
 */
export function drawHeading(
  pdf: PdfWriter,
  { business, groupName, logo, title, facts }: { business: BusinessIdentity | null; groupName: string; logo: BusinessLogo | null; title: string; facts: readonly (readonly [string, string])[] },
): void {
  const left = PAGE.margin;
  const leftWidth = CONTENT_WIDTH * 0.55;
  const rightX = PAGE.margin + CONTENT_WIDTH * 0.58;
  const rightWidth = CONTENT_WIDTH * 0.42;
  const top = pdf.y;
  let y = top;
  if (logo) {
    try {
      pdf.doc.image(logo.bytes, left, y, { fit: [170, 56] });
      y += 62;
    } catch {
      // A logo pdfkit cannot read (a PNG variant it does not support) is left out; the rest stands.
    }
  }
  const heading = businessHeading(business, groupName);
  y += pdf.text(heading.name, left, y, leftWidth, { size: 13, bold: true });
  y += 2;
  for (const line of heading.lines) y += pdf.text(line, left, y, leftWidth, { size: 8.5, color: COLORS.muted });

  let right = top;
  // The title on one line: smaller type for a long one.
  let size = 18;
  while (size > 12 && pdf.style({ size, bold: true }).doc.widthOfString(pdfText(title.toUpperCase())) > rightWidth) size -= 1;
  right += pdf.text(title.toUpperCase(), rightX, right, rightWidth, { size, bold: true, color: COLORS.accent, align: 'right' });
  right += 6;
  for (const [label, value] of facts) {
    pdf.text(label, rightX, right, rightWidth * 0.45, { size: 8, color: COLORS.muted });
    right += pdf.text(value, rightX + rightWidth * 0.45, right, rightWidth * 0.55, { size: 9, bold: label === facts[0]?.[0], align: 'right' }) + 2;
  }
  pdf.y = Math.max(y, right) + 12;
  pdf.rule(pdf.y, { color: COLORS.accent, width: 1.5 });
  pdf.y += 12;
}
