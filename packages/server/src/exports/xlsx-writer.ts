import { once } from 'node:events';
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { neutraliseCell } from '@bar/domain';
import ZipStream from 'zip-stream';
import type { Column, ColumnKind, RawCell, RowWriter, WriterOptions } from './columns.js';
import { zonedExcelDate } from './zoned-cell.js';

/** Money with exactly two decimals shown; the number read back, fixed to 2 places, is the stored text. */
export const MONEY_FORMAT = '0.00';

/** Dates as Excel date cells (serial days with a date format): the bar's wall clock, shown 24-hour; read back as dates. */
export const DATE_FORMAT = 'dd/mm/yyyy hh:mm:ss';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Cell styles (cellXfs), by index: 0 plain, then these. */
export const STYLE = { date: 1, money: 2, header: 3 } as const;

const STYLES =
  `${XML}<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="${attr(DATE_FORMAT)}"/><numFmt numFmtId="165" formatCode="${attr(MONEY_FORMAT)}"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

const CONTENT_TYPES =
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>';

const ROOT_RELS =
  `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS =
  `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`;

const workbook = (sheetName: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><bookViews><workbookView/></bookViews>` +
  `<sheets><sheet name="${attr(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Text for an XML attribute. */
function attr(text: string): string {
  return text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

/** What a cell's text cannot hold as it is: markup, CR (a reader would make it LF), characters XML forbids, and text Excel would take for its own _xHHHH_ escape. */
// eslint-disable-next-line no-control-regex -- finding the characters XML cannot hold is the point
const NOT_PLAIN = /[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/;
// eslint-disable-next-line no-control-regex -- as above
const ESCAPES = /[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|_(?=x[0-9A-Fa-f]{4}_)/g;

/** Text that needs more than writing as it is (most needs nothing): a formula start, edge spaces, a character to escape. */
// eslint-disable-next-line no-control-regex -- as above
const NEEDS_CARE = /^[=+\-@\s]|\s$|[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/;

function escapeChar(c: string): string {
  if (c === '&') return '&amp;';
  if (c === '<') return '&lt;';
  if (c === '>') return '&gt;';
  if (c === '\r') return '&#13;';
  // Excel's escape for what XML cannot hold (and for a literal "_x" that would read as one)
  return `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;
}

/** A text cell's inline string: neutralised, escaped, its spaces kept. */
function inlineText(value: string): string {
  const text = NOT_PLAIN.test(value) ? value.replace(ESCAPES, escapeChar) : value;
  const spaced = /^\s|\s$/.test(text);
  return spaced ? ` t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>` : ` t="inlineStr"><is><t>${text}</t></is></c>`;
}

export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** The rest of a cell's XML after `<c r="A2"`. */
type CellXml = (value: Exclude<RawCell, null | undefined>) => string;

function cellWriters(columns: readonly Column[], timeZone: string): CellXml[] {
  const excelDate = zonedExcelDate(timeZone);
  const text = (v: Exclude<RawCell, null | undefined>) => {
    const s = String(v);
    return NEEDS_CARE.test(s) ? inlineText(neutraliseCell(s)) : ` t="inlineStr"><is><t>${s}</t></is></c>`;
  };
  const number = (style: string): CellXml => {
    return (v) => {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) && v !== '' ? `${style}><v>${n}</v></c>` : text(v);
    };
  };
  const byKind: Record<ColumnKind, () => CellXml> = {
    text: () => text,
    money: () => number(` s="${STYLE.money}"`),
    integer: () => number(''),
    boolean: () => (v) => (v === true ? ' t="b"><v>1</v></c>' : ' t="b"><v>0</v></c>'),
    date: () => (v) => {
      const serial = excelDate(v);
      return typeof serial === 'number' ? ` s="${STYLE.date}"><v>${serial}</v></c>` : text(serial);
    },
  };
  return columns.map((c) => byKind[c.kind]());
}

function sheetStart(columns: readonly Column[]): string {
  const cols = columns
    .map((c, i) => {
      const width = c.width ?? Math.max(12, c.header.length + 2);
      const style = c.kind === 'date' ? ` style="${STYLE.date}"` : c.kind === 'money' ? ` style="${STYLE.money}"` : '';
      return `<col min="${i + 1}" max="${i + 1}" width="${width}"${style} customWidth="1"/>`;
    })
    .join('');
  const header = columns.map((c, i) => `<c r="${columnLetters(i)}1" s="${STYLE.header}"${inlineText(c.header)}`).join('');
  return (
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`
  );
}

const SHEET_END = '</sheetData></worksheet>';

/**
 * The workbook's ZIP written front to back into `file` by zip-stream: the small parts whole, then
 * the sheet as one entry streamed from `write` (CRC and sizes in a data descriptor after its data),
 * deflated by zlib (its work runs off the main thread, beside the code that makes the next rows).
 * ZIP64 only if the sheet outgrows 4 GiB. Rejects if the file cannot be opened.
 */
async function openWorkbookZip(file: string, sheetName: string) {
  const out = fs.createWriteStream(file);
  // zlib level 1: the sheet XML is very repetitive, so the file is hardly bigger, and it is made far faster
  const zip = new ZipStream({ forceLocalTime: true, zlib: { level: 1, chunkSize: 64 * 1024 } });
  const done = pipeline(zip, out);
  done.catch(() => undefined); // awaited in close/abort; an early error must not go unhandled meanwhile
  const failed = done.then(() => Promise.reject(new Error('The file was closed.')));
  failed.catch(() => undefined);
  /** Waits for `event` unless the file fails first. */
  const wait = (emitter: NodeJS.EventEmitter, event: string) => Promise.race([once(emitter, event), failed]);
  /** One entry at a time: settles once its data is in the archive. */
  const add = (source: Buffer | PassThrough, name: string) =>
    Promise.race([new Promise<void>((resolve, reject) => zip.entry(source, { name }, (err) => (err ? reject(err) : resolve()))), failed]);

  const sheet = new PassThrough();
  const abort = async () => {
    sheet.destroy();
    out.destroy();
    await done.catch(() => undefined);
  };
  const parts: [string, string][] = [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', ROOT_RELS],
    ['xl/workbook.xml', workbook(sheetName)],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    ['xl/styles.xml', STYLES],
  ];
  let sheetAdded: Promise<void> | undefined;
  try {
    await wait(out, 'ready');
    for (const [name, xml] of parts) await add(Buffer.from(xml, 'utf8'), name);
    sheetAdded = add(sheet, 'xl/worksheets/sheet1.xml');
    sheetAdded.catch(() => undefined); // awaited in close
  } catch (err) {
    await abort();
    throw err;
  }
  return {
    async write(xml: string | Buffer) {
      // at most one piece waits to be deflated while the next one is made
      if (sheet.writableNeedDrain) await wait(sheet, 'drain');
      sheet.write(typeof xml === 'string' ? Buffer.from(xml, 'utf8') : xml);
    },
    async close() {
      try {
        sheet.end();
        await sheetAdded;
        zip.finalize();
        await done;
      } catch (err) {
        await abort();
        throw err;
      }
    },
    abort,
  };
}

/**
 * The workbook with its one sheet open, the sheet's start (columns, frozen header) written:
 * `write` takes the XML of the next rows, `close` ends the sheet and the file. The batched writer
 * below makes that XML from rows; on PostgreSQL the database makes it (copy-xlsx.ts).
 */
export async function openXlsxSheet({ file, columns, sheetName }: Omit<WriterOptions, 'timeZone'>) {
  const zip = await openWorkbookZip(file, sheetName);
  await zip.write(sheetStart(columns));
  return {
    write: zip.write,
    async close() {
      await zip.write(SHEET_END);
      await zip.close();
    },
    abort: zip.abort,
  };
}

/**
 * XLSX written as its XML, straight into a streamed ZIP (zip-stream): one sheet with a frozen bold
 * header, column widths and column styles; each value a plain cell (no shared strings, no
 * per-cell style objects): text as inline strings (neutralised, never formulas), money and
 * integers as numbers (money with `numFmt '0.00'`), booleans, dates as date cells (the Excel
 * serial day of the wall clock in the bar's zone, `numFmt 'dd/mm/yyyy hh:mm:ss'`). A batch of rows
 * becomes one piece of XML, deflated by zlib off the main thread while the next batch is made;
 * only that batch and the streams' buffers are in memory.
 */
export async function openXlsxWriter({ file, columns, timeZone, sheetName }: WriterOptions): Promise<RowWriter> {
  const sheet = await openXlsxSheet({ file, columns, sheetName });
  const cells = cellWriters(columns, timeZone);
  const letters = columns.map((_, i) => `<c r="${columnLetters(i)}`);
  const width = columns.length;
  let rowNumber = 1;
  return {
    async writeRows(rows) {
      let xml = '';
      for (const row of rows) {
        const r = String(++rowNumber);
        xml += `<row r="${r}">`;
        // a cell right of the row's previous one needs no reference (r is optional: a reader places it in
        // the next column); the first one, and one after an empty cell, name theirs. Empty text is no cell,
        // as in the CSV (a reader may skip a cell without a value, and with it the column it stood for)
        let next = 0;
        for (let i = 0; i < width; i++) {
          const v = row[i];
          if (v === null || v === undefined || v === '') continue;
          xml += (i === next && i > 0 ? '<c' : `${letters[i]}${r}"`) + cells[i](v);
          next = i + 1;
        }
        xml += '</row>';
      }
      await sheet.write(xml);
    },
    close: () => sheet.close(),
    abort: () => sheet.abort(),
  };
}
