/** How a column's values are written: text is neutralised, money stays exact, dates in the bar's zone. */
export type ColumnKind = 'text' | 'date' | 'money' | 'integer' | 'boolean';

export interface Column {
  header: string;
  kind: ColumnKind;
  /** Width in characters for the spreadsheet. */
  width?: number;
}

/** A value as read from the database: money as numeric text (exact), dates as Postgres text (or instants). */
export type RawCell = string | number | boolean | Date | null | undefined;

/** Writes the rows of one export into a file; `close` completes it, `abort` drops it. */
export interface RowWriter {
  writeRows(rows: readonly RawCell[][]): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

export interface WriterOptions {
  file: string;
  columns: readonly Column[];
  /** IANA zone the dates are written in. */
  timeZone: string;
  sheetName: string;
}
