import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActionParts } from '@bar/domain';
import { startTestApp, type TestApp } from '../test/harness.js';

/**
 * The audit timeline names every call in the console's languages. The names come from the routes,
 * so the routes are where to check them: every part of every registered route's name has a text in
 * each language's `audit.actions` (read as the console ships it).
 */
const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src/lib/i18n/locales');

interface ActionTexts {
  named: Record<string, string>;
  verbs: Record<string, string>;
  things: Record<string, string>;
  subjects: Record<string, string>;
  calls: Record<string, string>;
}

describe('audit action names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ exports: { autoStart: false } });
  }, 60_000);
  afterAll(() => t?.close());

  for (const language of ['en', 'it']) {
    it(`every route's name has its parts in ${language}`, () => {
      const texts = (JSON.parse(fs.readFileSync(path.join(LOCALES, language, 'audit.json'), 'utf8')) as { actions: ActionTexts }).actions;
      const missing = new Set<string>();
      for (const route of t.app.guardedRoutes) {
        const parts = auditActionParts(route.method, route.url);
        const need: Array<[keyof ActionTexts, string]> =
          parts.kind === 'named'
            ? [['named', parts.name]]
            : parts.kind === 'call'
              ? [['calls', parts.name]]
              : parts.kind === 'view'
                ? [['subjects', parts.subject]]
                : [
                    ['verbs', parts.verb],
                    ['things', parts.thing],
                  ];
        for (const [table, text] of need) if (!Object.hasOwn(texts[table], text)) missing.add(`${table}: "${text}" (${route.method} ${route.url})`);
      }
      expect(t.app.guardedRoutes.length).toBeGreaterThan(100);
      expect([...missing]).toEqual([]);
    });
  }
});
