/**
 * Print-and-play PDF: a board at real size tiled over sheets of A4 or Letter, with crop marks,
 * an overlap to glue under the next sheet and a first page that shows how the sheets fit; then
 * its cards and tiles on sheets with cut marks. Works in Node (npm run print) and in the browser
 * (the editor's export), so it draws with pdf-lib's standard fonts and nothing else. Its words
 * come from the print catalogue (print-messages.ts) in the language the options name.
 */
import { clip, endPath, PDFDocument, popGraphicsState, pushGraphicsState, rectangle, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CardSheet, Colour, Drawing, PrintSet, Shape } from './drawing.js';
import type { Locale } from '../locales.js';
import { list, wordsIn } from '../wording.js';
import { printMessages } from './print-messages.js';

export type Paper = 'a4' | 'letter';

/** Paper sizes in millimetres, portrait. */
export const PAPER_MM: Record<Paper, { w: number; h: number }> = {
  a4: { w: 210, h: 297 },
  letter: { w: 215.9, h: 279.4 },
};

export interface PrintOptions {
  paper: Paper;
  /** White border every printer needs, in mm. */
  marginMm?: number;
  /** How much each sheet repeats of its neighbour, to glue under it, in mm. */
  overlapMm?: number;
  /** The language of the page captions and the assembly notes (English when absent). */
  locale?: Locale;
}

const PT_PER_MM = 72 / 25.4;
/** At most this many sheets for one board: a bigger one is refused with the count. */
export const MAX_BOARD_SHEETS = 120;
/** At most this many cards and tiles in one print (a printed game has a few hundred). */
export const MAX_PRINTED_CARDS = 3000;

/** How a board is cut into sheets: `cols` × `rows` sheets, each showing `stepMm` more of the board. */
export interface Tiling {
  landscape: boolean;
  cols: number;
  rows: number;
  /** The printable area of a sheet, in mm. */
  areaW: number;
  areaH: number;
  /** How far the next sheet starts, in mm of the board (the area less the overlap). */
  stepW: number;
  stepH: number;
}

/** The tiling with the fewest sheets (portrait or landscape) for a board of `wMm` × `hMm`. */
export function tileBoard(wMm: number, hMm: number, opts: PrintOptions): Tiling {
  const margin = opts.marginMm ?? 10;
  const overlap = opts.overlapMm ?? 10;
  const paper = PAPER_MM[opts.paper];
  const options = [false, true].map((landscape) => {
    const areaW = (landscape ? paper.h : paper.w) - 2 * margin;
    const areaH = (landscape ? paper.w : paper.h) - 2 * margin;
    const stepW = areaW - overlap;
    const stepH = areaH - overlap;
    const cols = Math.max(1, Math.ceil((wMm - overlap) / stepW));
    const rows = Math.max(1, Math.ceil((hMm - overlap) / stepH));
    return { landscape, cols, rows, areaW, areaH, stepW, stepH };
  });
  return options.reduce((a, b) => (b.cols * b.rows < a.cols * a.rows ? b : a));
}

/** A sheet's name on the assembly page: columns A, B, C …, rows 1, 2, 3 … ("B2"). */
export function sheetName(col: number, row: number): string {
  let c = '';
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) c = String.fromCharCode(65 + ((n - 1) % 26)) + c;
  return `${c}${row + 1}`;
}

function colour(hex: Colour | undefined): ReturnType<typeof rgb> | undefined {
  if (!hex) return undefined;
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return rgb(0.2, 0.2, 0.2);
  return rgb(parseInt(m[1]!, 16) / 255, parseInt(m[2]!, 16) / 255, parseInt(m[3]!, 16) / 255);
}

/** The standard fonts hold Latin-1 letters only: anything else prints as "?" instead of failing. */
function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const ch of text) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += '?';
    }
  }
  return out;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Draws shapes given in drawing units onto a page: a unit is `scale` points, the drawing's (0, 0)
 * lands at page point (`ox`, `oy`) and y runs down the page, as on the screen.
 */
function drawShapes(page: PDFPage, fonts: Fonts, shapes: readonly Shape[], scale: number, ox: number, oy: number, view?: Box): void {
  const X = (x: number) => ox + x * scale;
  const Y = (y: number) => oy - y * scale;
  for (const s of shapes) {
    // A sheet draws only what reaches into it (the clip hides the rest, but would still carry it).
    if (view && !overlaps(bounds(s), view)) continue;
    switch (s.kind) {
      case 'line':
        page.drawLine({
          start: { x: X(s.x1), y: Y(s.y1) },
          end: { x: X(s.x2), y: Y(s.y2) },
          thickness: s.width * scale,
          color: colour(s.colour)!,
          ...(s.dash ? { dashArray: s.dash.map((d) => d * scale) } : {}),
        });
        break;
      case 'circle':
        page.drawCircle({ x: X(s.x), y: Y(s.y), size: s.r * scale, color: colour(s.fill), borderColor: colour(s.stroke), borderWidth: (s.width ?? 0) * scale });
        break;
      case 'rect':
        page.drawRectangle({ x: X(s.x), y: Y(s.y + s.h), width: s.w * scale, height: s.h * scale, color: colour(s.fill), borderColor: colour(s.stroke), borderWidth: (s.width ?? 0) * scale });
        break;
      case 'polygon': {
        if (s.points.length < 3) break;
        const path = s.points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ') + ' Z';
        page.drawSvgPath(path, { x: ox, y: oy, scale, color: colour(s.fill), borderColor: colour(s.stroke), borderWidth: (s.width ?? 0) * scale });
        break;
      }
      case 'text': {
        const font = s.bold ? fonts.bold : fonts.regular;
        const text = printable(font, s.text);
        const size = s.size * scale;
        const w = font.widthOfTextAtSize(text, size);
        const dx = s.anchor === 'middle' ? -w / 2 : s.anchor === 'end' ? -w : 0;
        page.drawText(text, { x: X(s.x) + dx, y: Y(s.y) - size * 0.35, size, font, color: colour(s.colour ?? '#1f2933')! });
        break;
      }
    }
  }
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A shape's extent in drawing units (text generously: its length is not known here). */
function bounds(s: Shape): Box {
  switch (s.kind) {
    case 'line': {
      const w = s.width;
      return { x0: Math.min(s.x1, s.x2) - w, y0: Math.min(s.y1, s.y2) - w, x1: Math.max(s.x1, s.x2) + w, y1: Math.max(s.y1, s.y2) + w };
    }
    case 'circle':
      return { x0: s.x - s.r, y0: s.y - s.r, x1: s.x + s.r, y1: s.y + s.r };
    case 'rect':
      return { x0: s.x, y0: s.y, x1: s.x + s.w, y1: s.y + s.h };
    case 'polygon': {
      const xs = s.points.map((p) => p[0]);
      const ys = s.points.map((p) => p[1]);
      return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
    }
    case 'text': {
      const reach = s.size * (s.text.length + 1);
      return { x0: s.x - reach, y0: s.y - s.size, x1: s.x + reach, y1: s.y + s.size };
    }
  }
}

function overlaps(a: Box, b: Box): boolean {
  return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
}

function clipTo(page: PDFPage, x: number, y: number, w: number, h: number): void {
  page.pushOperators(pushGraphicsState(), rectangle(x, y, w, h), clip(), endPath());
}

const GREY = rgb(0.45, 0.45, 0.45);

/** Short marks outside the corners of a rectangle (page points), where the sheet is cut. */
function cropMarks(page: PDFPage, x: number, y: number, w: number, h: number, lenMm = 5): void {
  const len = lenMm * PT_PER_MM;
  const gap = 1.5 * PT_PER_MM;
  for (const [cx, sx] of [[x, -1], [x + w, 1]] as const) {
    for (const [cy, sy] of [[y, -1], [y + h, 1]] as const) {
      page.drawLine({ start: { x: cx + sx * gap, y: cy }, end: { x: cx + sx * (gap + len), y: cy }, thickness: 0.5, color: GREY });
      page.drawLine({ start: { x: cx, y: cy + sy * gap }, end: { x: cx, y: cy + sy * (gap + len) }, thickness: 0.5, color: GREY });
    }
  }
}

function caption(page: PDFPage, fonts: Fonts, text: string, x: number, y: number, size = 8): void {
  page.drawText(printable(fonts.regular, text), { x, y, size, font: fonts.regular, color: GREY });
}

/** A text broken into lines no wider than `width` points: each language's sentences run to their own length. */
function wrapped(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const w of printable(font, text).split(' ')) {
    const next = line ? `${line} ${w}` : w;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const decimal = (locale: Locale, x: number): string => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x);

/** The first page: the whole board, the sheets over it by name, and how to put them together. */
function assemblyPage(doc: PDFDocument, fonts: Fonts, set: PrintSet, t: Tiling, opts: PrintOptions, bw: number, bh: number): void {
  const paper = PAPER_MM[opts.paper];
  const [pw, ph] = [paper.w * PT_PER_MM, paper.h * PT_PER_MM];
  const page = doc.addPage([pw, ph]);
  const m = 15 * PT_PER_MM;
  page.drawText(printable(fonts.bold, set.board.title), { x: m, y: ph - m, size: 16, font: fonts.bold });
  const locale = opts.locale ?? 'en';
  const w = wordsIn(printMessages, locale);
  const paperName = opts.paper === 'a4' ? w('print.paper.a4') : w('print.paper.letter');
  const lines = [
    w('print.assembly.size', { w: decimal(locale, bw / 10), h: decimal(locale, bh / 10), sheets: t.cols * t.rows, paper: paperName, cols: t.cols, rows: t.rows, landscape: t.landscape ? 'yes' : 'no' }),
    w('print.assembly.howTo', { overlap: opts.overlapMm ?? 10 }),
    set.sheets.length ? w('print.assembly.then', { sheets: list(set.sheets.map((s) => ({ key: 'print.assembly.set', params: { title: s.title, n: s.cards.length } })), 'comma') }) : '',
  ]
    .filter(Boolean)
    .flatMap((l) => wrapped(fonts.regular, l, 9, pw - 2 * m));
  lines.forEach((l, i) => caption(page, fonts, l, m, ph - m - 22 - i * 11, 9));
  // The whole board, scaled to the page, with the sheets drawn over it.
  const top = ph - m - 30 - lines.length * 11;
  const boxW = pw - 2 * m;
  const boxH = top - m;
  const s = Math.min(boxW / bw, boxH / bh); // points per board mm
  const d = set.board.drawing;
  const unit = set.board.mmPerUnit * s;
  clipTo(page, m, top - bh * s, bw * s, bh * s);
  drawShapes(page, fonts, d.shapes, unit, m, top);
  page.pushOperators(popGraphicsState());
  for (let r = 0; r < t.rows; r++) {
    for (let c = 0; c < t.cols; c++) {
      const x = m + c * t.stepW * s;
      const y = top - r * t.stepH * s;
      const w = Math.min(t.areaW, bw - c * t.stepW) * s;
      const h = Math.min(t.areaH, bh - r * t.stepH) * s;
      page.drawRectangle({ x, y: y - h, width: w, height: h, borderColor: rgb(0.85, 0.1, 0.1), borderWidth: 0.8, opacity: 0, borderOpacity: 0.8 });
      page.drawText(sheetName(c, r), { x: x + 3, y: y - 12, size: 10, font: fonts.bold, color: rgb(0.85, 0.1, 0.1) });
    }
  }
}

/** One sheet of the board: its part of the drawing at real size, crop marks, overlap and name. */
function boardSheet(doc: PDFDocument, fonts: Fonts, set: PrintSet, t: Tiling, opts: PrintOptions, c: number, r: number, bw: number, bh: number): void {
  const paper = PAPER_MM[opts.paper];
  const [pw, ph] = t.landscape ? [paper.h * PT_PER_MM, paper.w * PT_PER_MM] : [paper.w * PT_PER_MM, paper.h * PT_PER_MM];
  const page = doc.addPage([pw, ph]);
  const margin = (opts.marginMm ?? 10) * PT_PER_MM;
  const overlap = (opts.overlapMm ?? 10) * PT_PER_MM;
  // The part of the board on this sheet (mm), and the area it fills (points).
  const x0 = c * t.stepW;
  const y0 = r * t.stepH;
  const w = Math.min(t.areaW, bw - x0) * PT_PER_MM;
  const h = Math.min(t.areaH, bh - y0) * PT_PER_MM;
  const left = margin;
  const top = ph - margin;
  clipTo(page, left, top - h, w, h);
  const unit = set.board.mmPerUnit * PT_PER_MM;
  const mpu = set.board.mmPerUnit;
  const view = { x0: x0 / mpu, y0: y0 / mpu, x1: (x0 + t.areaW) / mpu, y1: (y0 + t.areaH) / mpu };
  drawShapes(page, fonts, set.board.drawing.shapes, unit, left - x0 * PT_PER_MM, top + y0 * PT_PER_MM, view);
  page.pushOperators(popGraphicsState());
  cropMarks(page, left, top - h, w, h);
  // Where the next sheet to the right and below begins: that strip is glued under it.
  const dash = { thickness: 0.5, color: GREY, dashArray: [3, 3] };
  if (c < t.cols - 1) page.drawLine({ start: { x: left + w - overlap, y: top }, end: { x: left + w - overlap, y: top - h }, ...dash });
  if (r < t.rows - 1) page.drawLine({ start: { x: left, y: top - h + overlap }, end: { x: left + w, y: top - h + overlap }, ...dash });
  const words = wordsIn(printMessages, opts.locale ?? 'en');
  const said = words('print.sheet.caption', { name: sheetName(c, r), title: set.board.title, n: r * t.cols + c + 1, total: t.cols * t.rows, col: c + 1, cols: t.cols, row: r + 1, rows: t.rows });
  caption(page, fonts, said, left, margin / 2);
}

/** Cards or tiles at their real size, as many to a sheet as fit, each with cut marks. */
function cardSheets(doc: PDFDocument, fonts: Fonts, sheet: CardSheet, opts: PrintOptions): void {
  const paper = PAPER_MM[opts.paper];
  const [pw, ph] = [paper.w * PT_PER_MM, paper.h * PT_PER_MM];
  const margin = (opts.marginMm ?? 10) * PT_PER_MM;
  const gap = 4 * PT_PER_MM; // room for the cut marks between cards
  const cw = sheet.widthMm * PT_PER_MM;
  const ch = sheet.heightMm * PT_PER_MM;
  const across = Math.max(1, Math.floor((pw - 2 * margin + gap) / (cw + gap)));
  const down = Math.max(1, Math.floor((ph - 2 * margin - 14 + gap) / (ch + gap)));
  const perPage = across * down;
  const w = wordsIn(printMessages, opts.locale ?? 'en');
  for (let first = 0; first < sheet.cards.length; first += perPage) {
    const page = doc.addPage([pw, ph]);
    page.drawText(printable(fonts.bold, sheet.title), { x: margin, y: ph - margin, size: 11, font: fonts.bold });
    const top = ph - margin - 14;
    sheet.cards.slice(first, first + perPage).forEach((card: Drawing, i) => {
      const x = margin + (i % across) * (cw + gap);
      const y = top - Math.floor(i / across) * (ch + gap);
      clipTo(page, x, y - ch, cw, ch);
      drawShapes(page, fonts, card.shapes, PT_PER_MM * (sheet.widthMm / card.width), x, y);
      page.pushOperators(popGraphicsState());
      cropMarks(page, x, y - ch, cw, ch, 1.5); // short: the next card is 4 mm away
    });
    caption(page, fonts, w('print.cards.caption', { title: sheet.title, first: first + 1, last: Math.min(sheet.cards.length, first + perPage), total: sheet.cards.length }), margin, margin / 2);
  }
}

/**
 * The whole print-and-play PDF of one board. Throws a RangeError with the count when the board
 * at its scale would need more than MAX_BOARD_SHEETS sheets.
 */
export async function printSetToPdf(set: PrintSet, opts: PrintOptions): Promise<Uint8Array> {
  const bw = set.board.drawing.width * set.board.mmPerUnit;
  const bh = set.board.drawing.height * set.board.mmPerUnit;
  const t = tileBoard(bw, bh, opts);
  const w = wordsIn(printMessages, opts.locale ?? 'en');
  if (t.cols * t.rows > MAX_BOARD_SHEETS) throw new RangeError(w('print.tooManySheets', { n: t.cols * t.rows, max: MAX_BOARD_SHEETS }));
  const cards = set.sheets.reduce((n, s) => n + s.cards.length, 0);
  if (cards > MAX_PRINTED_CARDS) throw new RangeError(w('print.tooManyCards', { n: cards, max: MAX_PRINTED_CARDS }));
  const doc = await PDFDocument.create();
  doc.setTitle(set.board.title);
  doc.setCreator('Boardwright');
  doc.setProducer('Boardwright');
  // A fixed date, so the same board prints the same bytes.
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  assemblyPage(doc, fonts, set, t, opts, bw, bh);
  for (let r = 0; r < t.rows; r++) for (let c = 0; c < t.cols; c++) boardSheet(doc, fonts, set, t, opts, c, r, bw, bh);
  for (const sheet of set.sheets) cardSheets(doc, fonts, sheet, opts);
  return doc.save();
}
