import { describe, expect, it } from 'vitest';
import { renameIds } from './rename-id';

describe('renameIds', () => {
  it('renames _id to id at every depth, in objects and arrays', () => {
    const input = { _id: 'b1', name: 'Bar', robots: [{ _id: 'r1', tagName: 'R1' }], nested: { deeper: { _id: 'x' } } };
    expect(renameIds(input)).toEqual({ id: 'b1', name: 'Bar', robots: [{ id: 'r1', tagName: 'R1' }], nested: { deeper: { id: 'x' } } });
  });

  it('keeps the record identity when both _id and id are present', () => {
    expect(renameIds({ id: 'same', _id: 'same', email: 'a@b.cd' })).toEqual({ id: 'same', email: 'a@b.cd' });
  });

  it('leaves scalars and null alone', () => {
    expect(renameIds(null)).toBeNull();
    expect(renameIds(3)).toBe(3);
    expect(renameIds(['a', 1])).toEqual(['a', 1]);
  });
});
