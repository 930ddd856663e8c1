import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createClient, createLicense } from '../../test-support/fixtures.ts';
import type { TestClient, TestLicense } from '../../test-support/fixtures.ts';
import { countQueries } from '../../test-support/query-counter.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { reportFilters } from './report-filters.ts';

describe.each(testDatabaseKinds)('the licences of a report filter on $name', (kind) => {
  let handle: DatabaseHandle;
  let client: TestClient;
  let other: TestClient;
  let license: TestLicense;
  let othersLicense: TestLicense;
  beforeAll(async () => {
    handle = await kind.open();
    client = await createClient(handle);
    other = await createClient(handle);
    license = await createLicense(handle, client.id);
    othersLicense = await createLicense(handle, other.id);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('are read with the clients in one query each, repeats ignored', async () => {
    const queries = countQueries(handle);
    try {
      const ids = await reportFilters(handle.db).requireLicensesOf('id', [client.id, client.id], [license.key]);
      expect(ids).toEqual([license.id]);
      expect(queries.count).toBe(2);
    } finally {
      queries.restore();
    }
  });

  it('name unknown clients first, then licences of no chosen client', async () => {
    const { requireLicensesOf } = reportFilters(handle.db);
    await expect(requireLicensesOf('id', [client.id, 2_000_000_000], ['NO-SUCH-KEY'])).rejects.toMatchObject({
      statusCode: 400,
      errors: { id: 'Unknown: 2000000000' },
    });
    await expect(requireLicensesOf('userId', [client.id], [license.key, othersLicense.key])).rejects.toMatchObject({
      statusCode: 400,
      errors: { licensesKey: `Unknown: ${othersLicense.key}` },
    });
  });
});
