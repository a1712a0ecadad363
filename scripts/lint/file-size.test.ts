import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A file past this many lines usually holds more than one purpose; split it by purpose instead.
const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Repo-relative paths of every source file under packages/<name>/src. */
function sourceFiles(): string[] {
  const packages = fs.readdirSync(path.join(root, 'packages'), { withFileTypes: true }).filter((d) => d.isDirectory());
  return packages.flatMap((pkg) => {
    const src = path.join('packages', pkg.name, 'src');
    if (!fs.existsSync(path.join(root, src))) return [];
    return fs
      .readdirSync(path.join(root, src), { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.join(src, file));
  });
}

/** Lines as an editor numbers them: a final newline does not start another line. */
function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('source file size', () => {
  it('finds the source files it guards', () => {
    const files = sourceFiles();
    expect(files).toContain(path.join('packages', 'domain', 'src', 'index.ts'));
    expect(files.some((f) => f.endsWith('.tsx'))).toBe(true);
  });

  it(`keeps every source file under packages/*/src at ${MAX_LINES} lines or fewer`, () => {
    const offenders = sourceFiles()
      .map((file) => ({ file, lines: lineCount(fs.readFileSync(path.join(root, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(offenders).toEqual([]);
  });
});
