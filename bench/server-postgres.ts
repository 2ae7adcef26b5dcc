import pg from 'pg';

/** A database of its own on the PostgreSQL at `admin`, dropped afterwards. */
export async function withPostgres<T>(admin: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `portico_bench_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}
