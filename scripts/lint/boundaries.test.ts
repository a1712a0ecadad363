import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Each boundary rule must fail on an import that crosses it and stay quiet on the allowed direction
// beside it, so removing or loosening a rule in eslint.config.js turns this suite red.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rules that fail when `code` is linted as if it were the file at `file` (repo-relative). */
async function failingRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

const BOUNDARY = 'boundaries/dependencies';

describe('architecture boundaries', () => {
  it.each([
    ['a server module → the simulator package', 'packages/server/src/seed/lint-probe.ts', "import { menuFor } from '@bar/simulator';"],
    ['the server → simulator internals', 'packages/server/src/lint-probe.ts', "import { BarModel } from '../../simulator/src/bar-model.js';"],
    ['server main → simulator internals', 'packages/server/src/main.ts', "import { BarModel } from '../../simulator/src/bar-model.js';"],
    ['the server → the web app', 'packages/server/src/lint-probe.ts', "import { paths } from '../../web/src/lib/paths';"],
    ['the web app → the server', 'packages/web/src/lib/lint-probe.ts', "import { loadConfig } from '../../../server/src/config.js';"],
    ['the web app → the simulator', 'packages/web/src/lib/lint-probe.ts', "import { menuFor } from '@bar/simulator';"],
    ['the simulator → the server', 'packages/simulator/src/lint-probe.ts', "import { loadConfig } from '../../server/src/config.js';"],
    ['domain → the server', 'packages/domain/src/lint-probe.ts', "import { loadConfig } from '../../server/src/config.js';"],
    ['a web feature → another feature', 'packages/web/src/features/mybar/lint-probe.tsx', "import BarPage from '../bars/bar-page';"],
    ['a web feature → app/', 'packages/web/src/features/users/lint-probe.tsx', "import { router } from '../../app/router';"],
    ['components/ → a feature', 'packages/web/src/components/lint-probe.tsx', "import BarPage from '../features/bars/bar-page';"],
    ['lib/ → components/', 'packages/web/src/lib/lint-probe.ts', "import { PageLoader } from '../components/page-loader/page-loader';"],
    ['a server service → the tables', 'packages/server/src/vouchers/lint-probe.ts', "import { bars } from '../db/schema.js';"],
    ['a server route → one table file', 'packages/server/src/exports/lint-probe.ts', "import { users } from '../db/tables/core.js';"],
  ])('rejects %s', async (_what, file, code) => {
    expect(await failingRules(file, `${code}\nexport const probe = 1;\n`)).toContain(BOUNDARY);
  });

  it.each([
    ['server main → the simulator public entry', 'packages/server/src/main.ts', "import { startFleet } from '@bar/simulator';"],
    ['a server test → the simulator public entry', 'packages/server/src/commands/lint-probe.test.ts', "import { startBarController } from '@bar/simulator';"],
    ['a server module → domain', 'packages/server/src/seed/lint-probe.ts', "import { menuFor } from '@bar/domain';"],
    [
      'a web feature → its own folder, components/ and lib/',
      'packages/web/src/features/bars/lint-probe.tsx',
      "import BarPage from './bar-page';\nimport { PageLoader } from '../../components/page-loader/page-loader';\nimport { paths } from '../../lib/paths';",
    ],
    ['app/ → a feature', 'packages/web/src/app/lint-probe.tsx', "import BarPage from '../features/bars/bar-page';"],
    ['a server repository → the tables', 'packages/server/src/vouchers/lint-probe-repository.ts', "import { bars } from '../db/schema.js';"],
    ['a server test → the tables', 'packages/server/src/vouchers/lint-probe.test.ts', "import { bars } from '../db/schema.js';"],
    ['the seed → the tables', 'packages/server/src/seed/lint-probe.ts', "import { bars } from '../db/schema.js';"],
  ])('allows %s', async (_what, file, code) => {
    expect(await failingRules(file, `${code}\nexport const probe = 1;\n`)).not.toContain(BOUNDARY);
  });

  it.each([
    ['node:fs', "import fs from 'node:fs';"],
    ['fastify', "import Fastify from 'fastify';"],
    ['react', "import { useState } from 'react';"],
    ['drizzle-orm', "import { eq } from 'drizzle-orm';"],
  ])('keeps domain free of %s', async (_what, code) => {
    expect(await failingRules('packages/domain/src/lint-probe.ts', `${code}\nexport const probe = 1;\n`)).toContain('no-restricted-imports');
  });

  it('lets domain use zod', async () => {
    expect(await failingRules('packages/domain/src/lint-probe.ts', "import { z } from 'zod';\nexport const probe = z.string();\n")).toEqual([]);
  });

  it('rejects an import cycle', async () => {
    // menu/service.ts reaches db/schema.ts, which re-exports db/tables/menu.ts
    const code = "import { barMenu } from '../../menu/service.js';\nexport const probe = barMenu;\n";
    expect(await failingRules('packages/server/src/db/tables/menu.ts', code)).toContain('import-x/no-cycle');
  });
});
