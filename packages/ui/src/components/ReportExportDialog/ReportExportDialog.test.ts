import { describe, expect, it } from 'vitest';
import { exportPercent } from './ReportExportDialog.tsx';

describe('exportPercent', () => {
  it('counts whole percent and shows 100 only at the last record', () => {
    expect(exportPercent(0, 60_123)).toBe(0);
    expect(exportPercent(25_000, 60_123)).toBe(41);
    expect(exportPercent(60_122, 60_123)).toBe(99);
    expect(exportPercent(60_123, 60_123)).toBe(100);
    expect(exportPercent(0, 0)).toBe(100);
  });
});
