import type { Column } from './columns.js';
import { BinaryValues } from './copy-binary.js';
import { asyncSink, copyOut, type CopyJob } from './copy-out.js';
import { openXlsxSheet } from './xlsx-writer.js';

/** An Excel export through COPY: `select` is the sheet's row XML (xlsxRowsSelect), with the export's WHERE and order. */
export interface CopyXlsxJob extends CopyJob {
  columns: readonly Column[];
  sheetName: string;
  file: string;
}

/**
 * Writes the workbook with PostgreSQL making the sheet's rows (xlsx-sql.ts): the container, the
 * sheet's start and end are the batched writer's own; the rows come from COPY's binary format,
 * their framing dropped (BinaryValues), and are deflated as the batched rows are. Returns as
 * copyOut does; the file is whole when it returns rows.
 */
export async function copyXlsx(job: CopyXlsxJob): Promise<number | null | undefined> {
  let sheet: Awaited<ReturnType<typeof openXlsxSheet>> | undefined;
  try {
    const rows = await copyOut(job, async () => {
      sheet = await openXlsxSheet(job);
      return { format: 'binary', records: new BinaryValues(), out: asyncSink(sheet.write) };
    });
    if (typeof rows === 'number') await sheet!.close();
    else await sheet?.abort();
    return rows;
  } catch (err) {
    await sheet?.abort();
    throw err;
  }
}
