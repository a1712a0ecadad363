import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './cell-safety.js';

describe('neutraliseCell', () => {
  it.each(['=1+1', '+33 123', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '=HYPERLINK("http://x")'])('prefixes %j', (v) => {
    expect(neutraliseCell(v)).toBe(`'${v}`);
  });
  it.each(['Mojito', '', ' =not first', 'a=b', "'quoted", '1-2'])('keeps %j', (v) => {
    expect(neutraliseCell(v)).toBe(v);
  });
});
