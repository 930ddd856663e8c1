// `npm run sdk:types`: writes the SDK's types (packages/sdk/src/openapi.ts) from the OpenAPI document the server
// serves, built on an embedded database of its own; run it after a change of the contract.
import { writeFile } from 'node:fs/promises';
import { createTestApp } from '../src/test-support/test-app.ts';
import { testDatabaseKinds } from '../src/test-support/test-database.ts';
import { sdkTypesFile, sdkTypesOf } from './support/sdk-types.ts';

const [pglite] = testDatabaseKinds;
if (!pglite) throw new Error('No embedded database');
const handle = await pglite.open();
try {
  const app = await createTestApp(handle, { env: { API_DOCS: 'public', PUBLIC_URL: 'https://orbit.example' } });
  try {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    await writeFile(sdkTypesFile, await sdkTypesOf(document));
    console.log(`Wrote ${sdkTypesFile}`);
  } finally {
    await app.close();
  }
} finally {
  await handle.close();
}
