import type { Database } from '../../db/client.ts';
import { auditRepository } from './audit-repository.ts';

/** The hash the first entry of the chain follows (migration 0007). */
export const chainStart = '0'.repeat(64);

/** What the walk found wrong, at which entry. */
export interface AuditChainProblem {
  kind: 'altered' | 'removed' | 'reordered';
  /** The entry where it shows; null for the end of the chain. */
  entryId: number | null;
  message: string;
}

export interface AuditChainReport {
  entries: number;
  /** The head row's last entry, which the chain must end at; a copy kept elsewhere proves the end was not cut. */
  head: { lastId: number; lastHash: string };
  /** The first `maxProblems` problems, in chain order. */
  problems: AuditChainProblem[];
  /** All problems found, those past `maxProblems` included. */
  problemCount: number;
}

/**
 * Walks the audit log in id order (ADR 0054): an entry whose fields no longer give its hash was altered; an entry
 * that does not name the one before it as its predecessor follows a removed entry, or was moved (when the entry it
 * names is elsewhere in the log); a chain that ends before the head row's last entry lost its end.
 */
export async function verifyAuditChain(
  db: Database,
  options: { pageSize?: number; maxProblems?: number } = {},
): Promise<AuditChainReport> {
  const { pageSize = 5000, maxProblems = 100 } = options;
  const audit = auditRepository(db);
  const head = await audit.chainHead();
  if (!head) throw new Error('The audit log has no chain head: is the database migrated (migration 0007)?');

  const problems: AuditChainProblem[] = [];
  let problemCount = 0;
  const report = async (problem: () => Promise<AuditChainProblem> | AuditChainProblem) => {
    problemCount += 1;
    if (problems.length < maxProblems) problems.push(await problem());
  };

  let entries = 0;
  let previous: { id: number | null; hash: string } = { id: null, hash: chainStart };
  const where = (id: number | null) => (id === null ? 'the start' : `entry ${id}`);
  for (;;) {
    const page = await audit.chainPage(previous.id ?? 0, pageSize);
    for (const entry of page) {
      entries += 1;
      if (entry.recomputed !== entry.hash) {
        await report(() => ({
          kind: 'altered',
          entryId: entry.id,
          message: `entry ${entry.id} was altered: its fields no longer give its hash`,
        }));
      }
      if (entry.previousHash !== previous.hash) {
        const after = previous.id;
        await report(async () => {
          const writtenAfter = await audit.idWithHash(entry.previousHash);
          return writtenAfter === undefined
            ? {
                kind: 'removed',
                entryId: entry.id,
                message: `entry ${entry.id} follows ${where(after)}, but the entry it was written after is gone (removed, or its hash rewritten)`,
              }
            : {
                kind: 'reordered',
                entryId: entry.id,
                message: `entry ${entry.id} follows ${where(after)}, but was written after entry ${writtenAfter}: entries were reordered`,
              };
        });
      }
      previous = { id: entry.id, hash: entry.hash };
    }
    if (page.length < pageSize) break;
  }

  if (head.lastHash !== previous.hash || head.lastId !== (previous.id ?? 0)) {
    await report(() => ({
      kind: 'removed',
      entryId: null,
      message: `the chain ends at ${where(previous.id)}, but its head says it was last written at entry ${head.lastId}: entries were removed from the end, or the head was rewritten`,
    }));
  }
  return { entries, head, problems, problemCount };
}
