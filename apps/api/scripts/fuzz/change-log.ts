import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { selectRows } from '../../src/db/rows.ts';

/**
 * Tables whose writes on a refused call are the point: sign-in, sign-up and reset attempts are counted before they
 * are judged (ADR 0005), so a refused attempt must leave its mark there; and the audit chain's head, which moves with
 * every audit entry (ADR 0054), the security event of a refusal included, whose own insert is judged below. The
 * outbox is written by the mail worker after the call that queued the mail (ADR 0079): that call's own write, the
 * queued job, is judged in the job table instead.
 */
const unjudgedTables = ['auth_attempts', 'audit_chain_head', 'email_outbox'];

/** A change committed to a watched table. */
export interface RecordedChange {
  table: string;
  operation: string;
  rows: number;
}

/**
 * Proof that a call wrote nothing, on PGlite and PostgreSQL alike: a row trigger on every table of the app copies
 * each insert, update and delete into `fuzz_changes` in the same transaction, so the log holds exactly the committed
 * changes (a rolled-back write leaves nothing, as it changed nothing). Sliding a session's idle expiry (its
 * `last_seen_at` and `idle_expires_at`) or an API key's last use is bookkeeping of the access check, not a change,
 * and is not logged; nor is a security event in the audit log, which a refused call is meant to leave.
 * Only for scratch databases: it adds a table, two functions and a trigger per table.
 */
export async function installChangeLog(db: Database): Promise<ChangeLog> {
  await db.execute(sql`create table fuzz_changes (
    id bigint generated always as identity primary key,
    table_name text not null,
    operation text not null
  )`);
  await db.execute(sql`create function fuzz_log_change() returns trigger language plpgsql as $$
    begin
      insert into fuzz_changes (table_name, operation) values (tg_table_name, tg_op);
      return null;
    end $$`);
  await db.execute(sql`create function fuzz_log_session_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and (old.id_hash, old.user_id, old.created_at, old.absolute_expires_at)
          is not distinct from (new.id_hash, new.user_id, new.created_at, new.absolute_expires_at) then
        return null;
      end if;
      insert into fuzz_changes (table_name, operation) values (tg_table_name, tg_op);
      return null;
    end $$`);
  // An API key's last use (ADR 0092) is written when the key is checked, before the call may be refused for its
  // input: bookkeeping of the access check, like a session's idle expiry, not a change the call made.
  await db.execute(sql`create function fuzz_log_api_key_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and (to_jsonb(old) - 'last_used_at' - 'last_used_from')
          = (to_jsonb(new) - 'last_used_at' - 'last_used_from') then
        return null;
      end if;
      insert into fuzz_changes (table_name, operation) values (tg_table_name, tg_op);
      return null;
    end $$`);
  // A refused call writes one security event (ADR 0020): the failed sign-in or the denied staff access is the
  // record of the refusal, not a change it made.
  await db.execute(sql`create function fuzz_log_audit_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' and new.action like 'security.%' then
        return null;
      end if;
      insert into fuzz_changes (table_name, operation) values (tg_table_name, tg_op);
      return null;
    end $$`);
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'fuzz_changes'`,
  );
  const watched = tables.map((row) => row.name).filter((name) => !unjudgedTables.includes(name));
  for (const table of watched) {
    const logger =
      { sessions: 'fuzz_log_session_change', audit_log: 'fuzz_log_audit_change', api_keys: 'fuzz_log_api_key_change' }[
        table
      ] ?? 'fuzz_log_change';
    await db.execute(
      sql.raw(`create trigger fuzz_log_${table} after insert or update or delete on "${table}"
        for each row execute function ${logger}()`),
    );
  }
  // A job a call queued (a mail, ADR 0079) is its change; the workers' own updates of jobs are not, nor a job its
  // queue's schedule queued (the sweeps, the coaster alerts), which comes at its minute whatever call runs then, nor
  // pg-boss's own job that sends a schedule's job (`__pgboss__send-it`), which comes with it.
  await db.execute(sql`create function fuzz_log_job_change() returns trigger language plpgsql as $$
    begin
      if new.name like '\_\_pgboss\_\_%' or exists (select 1 from pgboss.schedule where name = new.name) then
        return null;
      end if;
      -- Named with its queue, so that a finding says which work it was.
      insert into fuzz_changes (table_name, operation) values (tg_table_name || ' ' || new.name, tg_op);
      return null;
    end $$`);
  await db.execute(
    sql.raw(
      `create trigger fuzz_log_job after insert on pgboss.job for each row execute function fuzz_log_job_change()`,
    ),
  );
  return createChangeLog(db, [...watched, 'pgboss.job']);
}

export interface ChangeLog {
  /** The tables watched. */
  watched: string[];
  /** The position of the last change logged. */
  position(): Promise<number>;
  /** The changes logged after a position, per table and operation. */
  since(position: number): Promise<RecordedChange[]>;
}

function createChangeLog(db: Database, watched: string[]): ChangeLog {
  return {
    watched,
    async position() {
      const [row] = await selectRows<{ position: string | number }>(
        db,
        sql`select coalesce(max(id), 0) as position from fuzz_changes`,
      );
      return Number(row?.position ?? 0);
    },
    async since(position) {
      const rows = await selectRows<{ table_name: string; operation: string; rows: string | number }>(
        db,
        sql`select table_name, operation, count(*) as rows from fuzz_changes where id > ${position}
            group by table_name, operation order by table_name, operation`,
      );
      return rows.map((row) => ({ table: row.table_name, operation: row.operation, rows: Number(row.rows) }));
    },
  };
}
