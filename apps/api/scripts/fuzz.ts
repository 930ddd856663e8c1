// `npm run fuzz`: requests generated from the served OpenAPI document, for every operation and every actor
// (anonymous, client, other client, a client whose new email waits for confirmation, colaborador, supervisor, admin,
// a simulator PC, and API keys with every read scope: the client's own, the admin's business key, and a revoked one):
// valid ones and ones with wrong types, missing and extra fields (thousands of unknown keys too),
// huge and odd strings, odd path parameters and query strings.
// Prints the answers per status and actor; exits with 1 on any 5xx, any error answer without `message` or naming
// more problems than `errorListLimit`, any change committed by a refused call, any 2xx to a caller the route does
// not allow (a key's scopes, side and maker included), a client or a client's key reaching another client's data, a
// revoked key answered anything but 401, staff changing their own account, or a sign-in with (or the
// taking effect of) an email that waits for its confirmation link.
//
//   npm run fuzz -- [--requests 12000] [--seed 1] [--postgres postgres://…/name] [--strict-access]
//                   [--by-operation]        (also the answers to allowed callers per operation)
//                   [--operation 'PATCH /api/admin/users']  (only the operations whose method and path contain it)
//                   [--show-refused-valid]  (print each valid request that was refused, with the answer)
//
// The embedded PGlite (in memory) by default; PostgreSQL with --postgres or DATABASE_URL, in a new database named
// after the URL's (`name_fuzz_1a2b3c`), dropped at the end.
import { parseArgs } from 'node:util';
import { seedDatabase } from '../src/demo/seed.ts';
import { openDatabase } from '../src/db/client.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { printFuzzResult, runFuzz, strictAccessByDefault } from './fuzz/run-fuzz.ts';
import { postgresUrlOf, scratchDatabase } from './support/scratch-database.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '12000' },
    seed: { type: 'string', default: '1' },
    postgres: { type: 'string' },
    'strict-access': { type: 'boolean', default: strictAccessByDefault },
    'by-operation': { type: 'boolean', default: false },
    operation: { type: 'string' },
    'show-refused-valid': { type: 'boolean', default: false },
  },
});
const requests = Number(values.requests);
const seed = Number(values.seed);
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed)) {
  throw new Error('--requests and --seed take whole numbers');
}

/** Seeded at a fixed moment with fewer rides than the demo: the same data every run, ready in seconds. */
const seededAt = new Date('2026-03-02T12:00:00Z');

const postgresUrl = postgresUrlOf(values.postgres);
const scratch = postgresUrl ? await scratchDatabase('fuzz', postgresUrl) : undefined;
let handle: DatabaseHandle | undefined;
let failures: number | undefined;
try {
  handle = scratch ? await scratch.open() : await openDatabase({ inMemory: true });
  console.log(`fuzz on ${scratch ? scratch.description : 'PGlite in memory'}; migrating and seeding`);
  await handle.migrate();
  await seedDatabase(handle.db, { demo: true, now: seededAt, rides: 10_000 });
  const result = await runFuzz({
    handle,
    requests,
    seed,
    strictAccess: values['strict-access'],
    operationFilter: values.operation,
    showRefusedValid: values['show-refused-valid'],
    print: (line) => console.log(line),
  });
  printFuzzResult(result, (line) => console.log(line), values['by-operation']);
  failures = result.failures.length;
} finally {
  await handle?.close();
  await scratch?.drop();
}
process.exit(failures === 0 ? 0 : 1);
