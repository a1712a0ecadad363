import { describe, expect, it } from 'vitest';
import { hidingOrder, shownColumns } from './column-priority';

const columns = [
  { field: 'name', header: 'Name' },
  { field: 'email', header: 'Email' },
  { field: 'notes', header: 'Notes', priority: 3 },
  { field: 'status', header: 'Status' },
  { field: 'actions', header: 'Actions', priority: 1 },
];
const fields = (list: ReadonlyArray<{ field: string }>) => list.map((c) => c.field);

describe('column priorities', () => {
  it('shows every column while nothing has to give way', () => {
    expect(fields(shownColumns(columns, 0))).toEqual(['name', 'email', 'notes', 'status', 'actions']);
  });

  it('hides the least important first, then the rightmost of the rest, keeping the order of those shown', () => {
    expect(fields(shownColumns(columns, 1))).toEqual(['name', 'email', 'status', 'actions']);
    expect(fields(shownColumns(columns, 2))).toEqual(['name', 'email', 'actions']);
    expect(fields(shownColumns(columns, 3))).toEqual(['name', 'actions']);
  });

  it('never hides the first column nor one of priority 1, however narrow the box', () => {
    expect(fields(shownColumns(columns, 99))).toEqual(['name', 'actions']);
    expect(hidingOrder(columns)).toHaveLength(3);
  });

  it('keeps a column whose filter is in use', () => {
    expect(fields(shownColumns(columns, 2, new Set(['status'])))).toEqual(['name', 'status', 'actions']);
  });
});
