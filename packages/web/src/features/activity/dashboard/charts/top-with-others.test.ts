import { describe, expect, it } from 'vitest';
import { topWithOthers } from './top-with-others';

const item = (name: string, value: number) => ({ name, value });

describe('topWithOthers', () => {
  it('keeps up to the number of slots as they are, largest first', () => {
    expect(topWithOthers([item('b', 1), item('a', 3)], 4, 'Others')).toEqual([item('a', 3), item('b', 1)]);
  });

  it('sums what does not fit into Others in the last slot', () => {
    const five = [item('a', 5), item('b', 4), item('c', 3), item('d', 2), item('e', 1)];
    expect(topWithOthers(five, 4, 'Others')).toEqual([item('a', 5), item('b', 4), item('c', 3), item('Others', 3)]);
  });
});
