import pg from 'pg';

/** Creates a fresh database on the PostgreSQL server at `serverUrl`; null when it cannot be reached. */
export async function createDatabase(serverUrl: string, name: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres`, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
    return `${serverUrl}/${name}`;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
