import { describe, expect, it } from 'vitest';
import type { ClientLicense } from '@orbit/contract';
import { filterLicenses } from './LicensesScreen.tsx';

function license(id: number, label: string, key: string, gameModel: ClientLicense['gameModel'], notes: string) {
  const at = '2026-05-15T10:41:00.000Z';
  return {
    id,
    key,
    label,
    gameModel,
    notes,
    issuerUserId: 1,
    userId: 4,
    createdAt: at,
    updatedAt: at,
    revokedAt: null,
    revokedUserId: null,
    unlimitedSince: null,
    unlimitedOfflineTimeSince: null,
    scenariosObtained: [],
    device: null,
  } satisfies ClientLicense;
}

const mockLicenses = [
  license(11, 'Parque Aventura 1', 'K7QF-3M2P-XR8T-9WZC', 'OrbitCoaster', 'Near the food court entrance.'),
  license(12, 'Parque Aventura 2', 'B4NH-6J8D-2KLV-5PQS', 'BubbleCoaster', ''),
  license(13, 'Shopping Norte 1', 'T9RM-7C3X-4HGB-8ENU', 'OrbitCoaster', 'Second floor.'),
];
const onlineAt = () => '15/05/2026 10:41';
const labels = (query: string) => filterLicenses(mockLicenses, query, onlineAt).map((license) => license.label);

describe('filterLicenses', () => {
  it('keeps every licence for an empty or blank query', () => {
    expect(labels('')).toHaveLength(mockLicenses.length);
    expect(labels('   ')).toHaveLength(mockLicenses.length);
  });

  it('ignores asterisks, so a masked key finds its licence', () => {
    expect(labels('****4HGB-8ENU')).toEqual(['Shopping Norte 1']);
  });

  it('ignores case and accents and matches any field', () => {
    expect(labels('SHOPPING')).toEqual(['Shopping Norte 1']);
    expect(labels('bubblecoaster')).toEqual(['Parque Aventura 2']);
    expect(labels('fóod cóurt')).toEqual(['Parque Aventura 1']);
    expect(labels('15/05/2026')).toHaveLength(mockLicenses.length);
  });
});
