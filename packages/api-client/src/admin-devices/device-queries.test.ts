import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { userAuditInfiniteQueryOptions } from '../admin/user-audit.ts';
import { adminUserLicensesQueryOptions } from '../admin-licenses/admin-user-licenses.ts';
import { adminWalletBalanceQueryOptions } from '../admin/admin-wallet-balance.ts';
import { licenseActivationsQueryOptions } from '../licenses/license-activations.ts';
import { licenseConsumptionsQueryOptions } from '../licenses/license-consumptions.ts';
import { liveRefetchInterval, setLiveStreamUp } from '../live/live-state.ts';
import { liveRefetchIntervalMs } from '../query-client.ts';
import { customersPerLicenseQueryOptions } from '../reports/customers-per-license.ts';
import { licenseConsumptionsReportQueryOptions } from '../reports/license-consumptions-report.ts';
import { licenseRankingQueryOptions } from '../reports/license-ranking.ts';
import { scenarioShareQueryOptions } from '../reports/scenario-share.ts';
import { walletBalanceQueryOptions } from '../reports/wallet-balance.ts';
import { adminUserDevicesQueryOptions } from './admin-user-devices.ts';
import { adminUserTariffQueryOptions } from './admin-user-tariff.ts';
import { refreshAfterDeviceChange } from './device-change.ts';

describe('live queries', () => {
  it('the dashboard, the licence list and a licence page ask again every 30 seconds while no stream is up', () => {
    expect(liveRefetchIntervalMs).toBe(30_000);
    const live = [
      walletBalanceQueryOptions(),
      licenseRankingQueryOptions({ timezone: 'UTC' }),
      customersPerLicenseQueryOptions({ timezone: 'UTC' }),
      scenarioShareQueryOptions({ timezone: 'UTC' }),
      licenseActivationsQueryOptions(),
      licenseConsumptionsQueryOptions('K', { referenceStartDate: '2026-05-15T12:00:00.000Z', rangeKind: 'month' }),
      licenseConsumptionsReportQueryOptions('K', 'UTC'),
    ];
    expect(live.map((options) => options.refetchInterval)).toEqual(live.map(() => liveRefetchInterval));
    expect(liveRefetchInterval()).toBe(liveRefetchIntervalMs);
    setLiveStreamUp(true);
    try {
      expect(liveRefetchInterval()).toBe(false);
    } finally {
      setLiveStreamUp(false);
    }
  });

  it('the staff views keep the global interval', () => {
    expect(adminUserDevicesQueryOptions(4).refetchInterval).toBeUndefined();
    expect(adminUserTariffQueryOptions(4).refetchInterval).toBeUndefined();
  });
});

describe('a machine freed or revoked', () => {
  it("refreshes the client's machines, licences and timeline, and nothing else of the page", async () => {
    const client = new QueryClient();
    const keys = {
      devices: adminUserDevicesQueryOptions(4).queryKey,
      licenses: adminUserLicensesQueryOptions(4).queryKey,
      audit: userAuditInfiniteQueryOptions(4).queryKey,
      tariff: adminUserTariffQueryOptions(4).queryKey,
      wallet: adminWalletBalanceQueryOptions(4).queryKey,
      otherClient: adminUserDevicesQueryOptions(5).queryKey,
    };
    for (const key of Object.values(keys)) client.setQueryData<unknown>(key, {});
    await refreshAfterDeviceChange(client, 4);
    const invalidated = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(invalidated).toEqual(['devices', 'licenses', 'audit']);
  });
});
