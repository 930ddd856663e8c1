// `npm run audit:verify`: walks the audit log's hash chain (ADR 0054) in the configured database, DATABASE_URL or
// the embedded one in DATA_DIR as the server opens it, and prints every entry found altered, removed or reordered.
// Exits 0 when the chain holds, 1 when it does not, 2 when the database cannot be read. It prints the chain's head:
// a copy of it kept outside the database shows later that no entry was cut from the end.
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { describeDatabase, openConfiguredDatabase } from '../src/db/open-configured.ts';
import { verifyAuditChain } from '../src/areas/audit/index.ts';

const config = loadConfig();
let handle: DatabaseHandle;
try {
  handle = await openConfiguredDatabase(config);
} catch (error) {
  console.error(`Could not open ${describeDatabase(config)}: ${(error as Error).message}`);
  process.exit(2);
}
try {
  const { entries, head, problems, problemCount } = await verifyAuditChain(handle.db);
  console.log(`Audit log in ${describeDatabase(config)}: ${entries} entries.`);
  console.log(`Chain head: entry ${head.lastId}, hash ${head.lastHash}`);
  if (problemCount === 0) {
    console.log('The chain holds: no entry was altered, removed or reordered.');
  } else {
    for (const problem of problems) console.log(`BROKEN ${problem.kind}: ${problem.message}`);
    if (problemCount > problems.length) console.log(`… and ${problemCount - problems.length} more problems.`);
    console.log(`The chain is broken: ${problemCount} problem(s).`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Could not verify the audit log: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await handle.close();
}
