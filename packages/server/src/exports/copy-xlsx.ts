import type { Column } from './columns.js';
import { copyParts, type CopyPartsJob } from './copy-parts.js';
import { openXlsxSheet } from './xlsx-writer.js';

/** An Excel export through COPY: `select` gives a part's row XML (xlsxRowsSelect), with the export's WHERE and order. */
export interface CopyXlsxJob extends CopyPartsJob {
  columns: readonly Column[];
  sheetName: string;
  file: string;
}

/**
 * Writes the workbook with PostgreSQL making the sheet's rows (xlsx-sql.ts), in parts side by
 * side (copy-parts.ts): the container, the sheet's start and end are the batched writer's own;
 * the rows come from COPY's binary format, their framing dropped, and are deflated as the batched
 * rows are. Returns as copyParts does; the file is whole when it returns rows.
 */
export async function copyXlsx(job: CopyXlsxJob): Promise<number | null | undefined> {
  let sheet: Awaited<ReturnType<typeof openXlsxSheet>> | undefined;
  try {
    const rows = await copyParts(job, async () => (sheet = await openXlsxSheet(job)));
    if (typeof rows === 'number') await sheet!.close();
    else await sheet?.abort();
    return rows;
  } catch (err) {
    await sheet?.abort();
    throw err;
  }
}
