import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openDatabase } from '../../db/client.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type * as schema from '../../db/schema.ts';
import { auditRepository } from './audit-repository.ts';
import { testDatabaseKinds, unmigratedDatabaseKinds } from '../../test-support/test-database.ts';
import { chainStart, verifyAuditChain } from './audit-chain.ts';

const apiRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Writes `count` entries, each in its own transaction as a staff change does, from a made-up request. */
async function writeEntries(db: Database, count: number, writer = 0): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await db.transaction((tx) =>
      auditRepository(tx).insert(
        {
          actorUserId: null,
          action: 'user.edit',
          targetType: 'user',
          targetId: String(4 + (index % 3)),
          before: { name: `Name ${index}`, writer },
          after: { name: `Name ${index + 1}`, writer, nested: { b: 1, a: [1, 'two', null] } },
        },
        { ip: '203.0.113.7', sessionRef: 'ab'.repeat(16), requestId: `req-${writer}-${index}`, userAgent: 'Test/1.0' },
      ),
    );
  }
}

/** The audit log's ids in order. */
async function entryIds(db: Database): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(db, sql`select id::float8 as id from audit_log order by id`);
  return rows.map((row) => row.id);
}

/** What only someone with the database's owner rights could do: change the log behind its append-only trigger. */
async function tamper(db: Database, ...statements: SQL[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    for (const statement of statements) await tx.execute(statement);
    await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
  });
}

describe.each(testDatabaseKinds)('the audit chain on $name', (kind) => {
  let handle: DatabaseHandle;
  let ids: number[];
  beforeEach(async () => {
    handle = await kind.open();
    await writeEntries(handle.db, 6);
    ids = await entryIds(handle.db);
  });
  afterEach(async () => {
    await handle.close();
  });
  const at = (index: number) => ids[index] ?? 0;

  it('links each entry to the one before and holds when nothing was touched', async () => {
    const rows = await selectRows<{ previousHash: string; hash: string }>(
      handle.db,
      sql`select previous_hash as "previousHash", hash from audit_log order by id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    rows.forEach((row, index) => {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.previousHash).toBe(index === 0 ? chainStart : rows[index - 1]?.hash);
    });
    const report = await verifyAuditChain(handle.db, { pageSize: 4 });
    expect(report.problems).toEqual([]);
    expect(report.entries).toBe(ids.length);
    expect(report.head).toEqual({ lastId: at(ids.length - 1), lastHash: rows.at(-1)?.hash });
  });

  it('does not fork when many transactions append at once', async () => {
    await Promise.all(Array.from({ length: 8 }, (_, writer) => writeEntries(handle.db, 15, writer + 1)));
    const report = await verifyAuditChain(handle.db, { pageSize: 50 });
    expect(report.problems).toEqual([]);
    expect(report.entries).toBe(ids.length + 8 * 15);
  });

  it('finds an entry whose field was altered, its request origin included', async () => {
    await tamper(
      handle.db,
      sql`update audit_log set after = jsonb_set(after, '{name}', '"Someone else"') where id = ${at(2)}`,
      sql`update audit_log set ip = '198.51.100.1' where id = ${at(4)}`,
    );
    const report = await verifyAuditChain(handle.db);
    expect(report.problems.map(({ kind: problem, entryId }) => ({ problem, entryId }))).toEqual([
      { problem: 'altered', entryId: at(2) },
      { problem: 'altered', entryId: at(4) },
    ]);
    expect(report.problems[0]?.message).toContain(`entry ${at(2)} was altered`);
  });

  it('finds an entry removed from the middle, at the entry after it', async () => {
    await tamper(handle.db, sql`delete from audit_log where id = ${at(3)}`);
    const report = await verifyAuditChain(handle.db);
    expect(report.problems).toEqual([
      {
        kind: 'removed',
        entryId: at(4),
        message: `entry ${at(4)} follows entry ${at(2)}, but the entry it was written after is gone (removed, or its hash rewritten)`,
      },
    ]);
  });

  it('finds two entries whose order was swapped', async () => {
    await tamper(
      handle.db,
      sql`update audit_log set id = -1 where id = ${at(2)}`,
      sql`update audit_log set id = ${at(2)} where id = ${at(3)}`,
      sql`update audit_log set id = ${at(3)} where id = -1`,
    );
    const report = await verifyAuditChain(handle.db);
    expect(report.problems.map((problem) => problem.kind)).toEqual(['reordered', 'reordered', 'reordered']);
    expect(report.problems[0]).toEqual({
      kind: 'reordered',
      entryId: at(2),
      message: `entry ${at(2)} follows entry ${at(1)}, but was written after entry ${at(3)}: entries were reordered`,
    });
  });

  it('finds entries cut from the end by the chain head', async () => {
    await tamper(handle.db, sql`delete from audit_log where id >= ${at(4)}`);
    const report = await verifyAuditChain(handle.db);
    expect(report.problems).toEqual([
      expect.objectContaining({
        kind: 'removed',
        entryId: null,
        message: expect.stringContaining(
          `the chain ends at entry ${at(3)}, but its head says it was last written at entry ${at(5)}`,
        ),
      }),
    ]);
  });

  it('stops listing at maxProblems but counts every problem', async () => {
    await tamper(handle.db, sql`update audit_log set action = 'x' where id >= ${at(1)}`);
    const report = await verifyAuditChain(handle.db, { maxProblems: 2 });
    expect(report.problems).toHaveLength(2);
    expect(report.problemCount).toBe(ids.length - 1);
  });
});

/** Migrations up to and including `lastTag`, from a copy of the migrations folder that ends there. */
async function migrateUpTo(handle: DatabaseHandle, lastTag: string): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'orbit-migrations-'));
  try {
    await cp(path.join(apiRoot, 'drizzle'), folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
    const config = { migrationsFolder: folder };
    if (handle.driver === 'pglite') await migratePglite(handle.db as PgliteDatabase<typeof schema>, config);
    else await migratePostgres(handle.db as NodePgDatabase<typeof schema>, config);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function runVerify(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, ['scripts/audit-verify.ts'], {
      cwd: apiRoot,
      env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe.each(unmigratedDatabaseKinds)('audit entries written before migration 0007, on $name', (kind) => {
  let created: Awaited<ReturnType<typeof kind.create>>;
  let handle: DatabaseHandle | undefined;
  beforeEach(async () => {
    created = await kind.create();
    const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir = '' } = created.env;
    handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  });
  afterEach(async () => {
    await handle?.close();
    await created.drop();
  });

  it('are chained in id order by the migration, and npm run audit:verify tells a broken chain by exit code', async () => {
    if (!handle) throw new Error('no database');
    await migrateUpTo(handle, '0006_roles_follow_scope');
    await handle.db
      .execute(sql`insert into audit_log (actor_user_id, action, target_type, target_id, before, after, created_at)
      values (null, 'security.signIn.failed', 'email', 'a@example.com', null, '{"ip": "192.0.2.1"}', '2025-01-01T10:00:00.123456Z'),
        (null, 'blockingOrder.create', 'blockingOrder', '7', null, '{"automatic": true}', '2025-01-02T10:00:00Z'),
        (null, 'user.edit', 'user', '3', '{"name": "A"}', '{"name": "B"}', '2025-01-03T10:00:00Z')`);
    await handle.migrate();
    await writeEntries(handle.db, 2);

    const report = await verifyAuditChain(handle.db);
    expect(report.problems).toEqual([]);
    expect(report.entries).toBe(5);
    const [first] = await selectRows<{ previousHash: string; ip: string | null }>(
      handle.db,
      sql`select previous_hash as "previousHash", ip from audit_log order by id limit 1`,
    );
    expect(first).toEqual({ previousHash: chainStart, ip: null });

    await handle.close();
    handle = undefined;
    const intact = await runVerify(created.env);
    expect(intact.output).toContain('5 entries');
    expect(intact.output).toContain('The chain holds');
    expect(intact.code).toBe(0);

    handle = await openDatabase(
      created.env.DATABASE_URL ? { databaseUrl: created.env.DATABASE_URL } : { dataDir: created.env.DATA_DIR ?? '' },
    );
    await tamper(handle.db, sql`update audit_log set target_id = '4' where id = 2`);
    await handle.close();
    handle = undefined;
    const broken = await runVerify(created.env);
    expect(broken.output).toContain('BROKEN altered: entry 2 was altered');
    expect(broken.code).toBe(1);
    // A guard against a hang, not a speed check: the test migrates a new database from its first migration and starts
    // the command twice, each opening the database anew, which takes over 30 s on a loaded 2-core machine.
  }, 120_000);
});
