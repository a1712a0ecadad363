/** Cells of a column that gives way on portrait tablets (under 900 px), where the row still fits its actions. */
export const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
