import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Where the domain's form rules live: schemas and the rules of ingredients, recipes, dispensers, exports. */
const SOURCES = ['schemas', 'ingredients', 'exports', 'recipes-schemas.ts', 'dispensers.ts', 'time-zone.ts', 'webhooks.ts'];

const LITERAL = String.raw`('(?:[^'\\]|\\.)*'|\x60(?:[^\x60\\]|\\.)*\x60)`;
/** Places a message is written: zod's `error`/`message`, a check's last argument, a problem returned. */
const PLACES = [
  String.raw`\b(?:error|message):\s*` + LITERAL,
  String.raw`\.(?:min|max|int|length|regex|email|url|uuid|positive|nonnegative|gte|lte|refine)\((?:[^'\x60()]|\([^()]*\))*?,?\s*` + LITERAL + String.raw`\s*\)`,
  String.raw`\bmissingOr\(\s*` + LITERAL,
  String.raw`\breturn\s+` + LITERAL + ';',
  String.raw`\bconst message\s*=\s*` + LITERAL,
  // both branches of a chosen message: `empty ? 'X is required' : \`X must be one of ...\``
  String.raw`\?\s*` + LITERAL + String.raw`\s*:\s*` + LITERAL,
];
/** A message held in a constant: `error: ORDER_RECIPE_ID_REQUIRED`. */
const BY_NAME = /(?:\b(?:error|message):|\?)\s*([A-Z][A-Z0-9_]+)\b/g;

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

/** `${label} is at most ${max}` → '{{label}} is at most {{max}}'; `${LIST.join(', ')}` → '{{LIST}}'. */
export function toTemplate(literal: string): string {
  const body = literal.slice(1, -1).replace(/\\(.)/g, '$1');
  if (literal.startsWith("'")) return body;
  return body.replace(/\$\{([^}]*)\}/g, (_, expression: string) => {
    const name = /[\w.]+/.exec(expression.replace(/\.join\(.*$/, ''))?.[0] ?? 'value';
    return `{{${name.split('.').pop()}}}`;
  });
}

/** Every message the domain's form rules can give, as templates of their English text. */
export function domainMessages(domainSrc: string): string[] {
  const all = SOURCES.flatMap((source) => files(join(domainSrc, source)));
  const everything = files(domainSrc)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const found = new Set<string>();
  for (const file of all) {
    const source = readFileSync(file, 'utf8');
    for (const place of PLACES)
      for (const match of source.matchAll(new RegExp(place, 'g'))) {
        for (const literal of match.slice(1)) if (literal) found.add(toTemplate(literal));
      }
    for (const match of source.matchAll(BY_NAME)) {
      const constant = new RegExp(String.raw`const ${match[1]}\s*=\s*` + LITERAL).exec(everything);
      if (constant) found.add(toTemplate(constant[1]));
    }
  }
  // a message is a sentence: words with spaces (enum values and codes are not)
  return [...found].filter((text) => /\s/.test(text)).sort();
}
