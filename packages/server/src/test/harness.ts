import type { BarRole, BarVersion } from '@bar/domain';
import { buildApp, type App, type AppOptions } from '../app.js';
import type { Db } from '../db/connection.js';
import { robots, userRoles, users } from '../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import { insertBar } from '../bars/repository.js';
import { newBarDefaults } from '../bars/defaults.js';
import { openTestDatabase } from './database.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_PASSWORD = 'correct horse battery';

export interface TestApp {
  app: App;
  db: Db;
  close(): Promise<void>;
}

/** The whole API on a fresh database, for `app.inject()` or a real listener. */
export async function startTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let barCounter = 0;
export async function createBar(db: Db, overrides: { name?: string; version?: BarVersion; placeName?: string; lat?: number; lng?: number } = {}) {
  barCounter++;
  const version = overrides.version ?? 'ms3.1';
  return insertBar(
    db,
    {
      name: overrides.name ?? `Test Bar ${barCounter}`,
      version,
      instanceInfos: { placeName: overrides.placeName ?? `Place ${barCounter}` },
      geoPosition: { lat: overrides.lat ?? 45 + barCounter / 1000, lng: overrides.lng ?? 9 + barCounter / 1000 },
    },
    newBarDefaults(version),
  );
}

export async function addRobot(db: Db, barId: string, tagName: string) {
  await db.insert(robots).values({ barId, tagName, displayName: `Robot ${tagName}` });
}

let hashed: Promise<string> | undefined;
export async function createUser(
  db: Db,
  email: string,
  options: { superadmin?: boolean; roles?: Array<{ barId: string; role: BarRole }>; disabled?: boolean } = {},
) {
  hashed ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: 'Test',
      lastName: email.split('@')[0],
      passwordHash: await hashed,
      superadmin: Boolean(options.superadmin),
      disabled: Boolean(options.disabled),
    })
    .returning({ id: users.id });
  if (options.roles?.length) await db.insert(userRoles).values(options.roles.map((r) => ({ ...r, userId: user.id })));
  return user.id;
}

/** Signs in through the real login route and returns the access token. */
export async function signIn(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().accessToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
