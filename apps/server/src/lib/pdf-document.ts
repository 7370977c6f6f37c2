import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/** A block of a simple one-column document: receipts, vouchers and the data-privacy export. */
export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  | { kind: 'text'; text: string; muted?: boolean }
  | { kind: 'row'; label: string; value: string; bold?: boolean }
  | { kind: 'code'; text: string }
  | { kind: 'rule' }
  | { kind: 'space' };

export interface PdfContent {
  /** The document's title (metadata, and the first heading). */
  title: string;
  /** The issuer printed at the top: the studio's name. */
  issuer: string;
  blocks: PdfBlock[];
  /** Files embedded in the PDF (its attachments pane), such as the machine-readable copy of what it shows. */
  attachments?: PdfAttachment[];
}

export interface PdfAttachment {
  filename: string;
  mimeType: string;
  description: string;
  content: Uint8Array;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

const require = createRequire(import.meta.url);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

let fontFiles: Promise<[Buffer, Buffer]> | undefined;

/** DejaVu Sans covers every letter of the eight UI locales (the PDF standard fonts lack ő and ű). */
function loadFontFiles(): Promise<[Buffer, Buffer]> {
  fontFiles ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return fontFiles;
}

class Cursor {
  page: PDFPage;
  y: number;

  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private ensureRoom(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(candidate, size) > width) {
          lines.push(line);
          line = word;
        } else {
          line = candidate;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, options: { size: number; bold?: boolean; color?: ReturnType<typeof rgb> }): void {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const lineHeight = options.size * 1.4;
    for (const line of this.wrap(text, font, options.size, PAGE.width - 2 * PAGE.margin)) {
      this.ensureRoom(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size: options.size, font, color: options.color ?? INK });
    }
  }

  row(label: string, value: string, bold: boolean): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const size = 11;
    this.ensureRoom(size * 1.6);
    this.y -= size * 1.6;
    const valueWidth = font.widthOfTextAtSize(value, size);
    const labelWidth = PAGE.width - 2 * PAGE.margin - valueWidth - 16;
    const [firstLine = ''] = this.wrap(label, font, size, labelWidth);
    this.page.drawText(firstLine, { x: PAGE.margin, y: this.y, size, font, color: INK });
    this.page.drawText(value, { x: PAGE.width - PAGE.margin - valueWidth, y: this.y, size, font, color: INK });
  }

  /** A table over the full width: a bold header line, columns of equal width, long cells wrapped within theirs. */
  table(columns: string[], rows: string[][]): void {
    const size = 9;
    const lineHeight = size * 1.4;
    const columnWidth = (PAGE.width - 2 * PAGE.margin) / Math.max(columns.length, 1);
    const drawRow = (cells: string[], font: PDFFont) => {
      const wrapped = cells.map((cell) => this.wrap(cell, font, size, columnWidth - 6));
      const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * lineHeight;
      this.ensureRoom(height + 2);
      wrapped.forEach((lines, column) => {
        lines.forEach((line, index) => {
          const x = PAGE.margin + column * columnWidth;
          const y = this.y - (index + 1) * lineHeight;
          this.page.drawText(line, { x, y, size, font, color: INK });
        });
      });
      this.y -= height + 2;
    };
    drawRow(columns, this.fonts.bold);
    for (const row of rows) drawRow(row, this.fonts.regular);
  }

  rule(): void {
    this.ensureRoom(12);
    this.y -= 8;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.6,
      color: MUTED,
    });
    this.y -= 4;
  }

  space(): void {
    this.y -= 10;
  }
}

function drawBlock(cursor: Cursor, block: PdfBlock): void {
  switch (block.kind) {
    case 'heading':
      cursor.text(block.text, { size: 15, bold: true });
      return;
    case 'text':
      cursor.text(block.text, { size: 11, ...(block.muted ? { color: MUTED } : {}) });
      return;
    case 'row':
      cursor.row(block.label, block.value, block.bold ?? false);
      return;
    case 'table':
      cursor.table(block.columns, block.rows);
      return;
    case 'code':
      cursor.text(block.text, { size: 24, bold: true });
      return;
    case 'rule':
      cursor.rule();
      return;
    case 'space':
      cursor.space();
      return;
  }
}

/** Renders a receipt or voucher as a real PDF, with an embedded font. */
export async function renderPdf(content: PdfContent): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  document.setTitle(content.title);
  document.setProducer('Motus');
  const [regular, bold] = await loadFontFiles();
  const fonts = {
    regular: await document.embedFont(regular, { subset: true }),
    bold: await document.embedFont(bold, { subset: true }),
  };
  const cursor = new Cursor(document, fonts);
  cursor.text(content.issuer, { size: 10, color: MUTED });
  cursor.space();
  cursor.text(content.title, { size: 20, bold: true });
  cursor.space();
  for (const block of content.blocks) drawBlock(cursor, block);
  for (const attachment of content.attachments ?? []) {
    await document.attach(attachment.content, attachment.filename, {
      mimeType: attachment.mimeType,
      description: attachment.description,
    });
  }
  return Buffer.from(await document.save());
}
