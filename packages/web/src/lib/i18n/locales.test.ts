import { describe, expect, it as test } from 'vitest';
import { en, it, NAMESPACES } from './resources';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('the English and Italian texts', () => {
  test.each(NAMESPACES)('%s: every key is in both languages, filled, with the same placeholders', (namespace) => {
    const english = flatten(en[namespace] as Tree);
    const italian = flatten(it[namespace] as Tree);
    expect([...italian.keys()].sort(), `keys of it/${namespace} vs en/${namespace}`).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(text.trim(), `en/${namespace}:${key} is empty`).not.toBe('');
      const other = italian.get(key) ?? '';
      expect(other.trim(), `it/${namespace}:${key} is empty`).not.toBe('');
      expect(placeholders(other), `placeholders of it/${namespace}:${key}`).toEqual(placeholders(text));
    }
  });
});
