import { skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminReportLicensesQueryOptions } from './report-licenses.ts';
import { adminReportRidesQueryOptions } from './report-rides.ts';
import { adminReportWalletStatementQueryOptions } from './report-wallet-statement.ts';
import { adminReportUsersQueryOptions } from './report-users.ts';

describe('report queries', () => {
  it('keep the clients picker for five minutes', () => {
    const options = adminReportUsersQueryOptions();
    expect(options.staleTime).toBe(300_000);
    expect(options.gcTime).toBe(300_000);
  });

  it('ask for licences only once a client is chosen, whatever the order of the choice', () => {
    expect(adminReportLicensesQueryOptions([]).queryFn).toBe(skipToken);
    expect(adminReportLicensesQueryOptions([7, 3]).queryFn).not.toBe(skipToken);
    expect(adminReportLicensesQueryOptions([7, 3]).queryKey).toEqual(adminReportLicensesQueryOptions([3, 7]).queryKey);
  });

  it('ask for a report only after a search, and keep each page apart', () => {
    expect(adminReportRidesQueryOptions(null, 1).queryFn).toBe(skipToken);
    expect(adminReportWalletStatementQueryOptions(null, 1).queryFn).toBe(skipToken);
    const body = { id: [1], licensesKey: ['K'], startAt: '2026-05-01T00:00:00Z', endAt: '2026-06-01T00:00:00Z' };
    expect(adminReportRidesQueryOptions(body, 2).queryKey).not.toEqual(adminReportRidesQueryOptions(body, 1).queryKey);
    expect(adminReportRidesQueryOptions(body, 1).refetchInterval).toBe(false);
  });
});
