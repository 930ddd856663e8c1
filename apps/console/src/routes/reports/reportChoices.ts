import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { countriesQueryOptions, useAdminReportLicenses, useAdminReportUsers } from '@orbit/api-client';
import { isoDateInZone, limits, maskLicenseKey } from '@orbit/domain';
import { countryName, useTranslation, type TFunction } from '@orbit/i18n';
import type { DateRangePreset, ReportLicenseChoices, ReportPickerChoices } from '@orbit/ui';

/** The clients of the pickers: name, and email to search by (docs/domain.md#calls: 2000 at most, cached 5 minutes). */
export function useClientChoices(enabled = true): ReportPickerChoices {
  const users = useAdminReportUsers(enabled);
  const options = useMemo(
    () =>
      (users.data?.results ?? []).map((user) => ({
        value: String(user.id),
        label: user.name,
        description: user.email,
      })),
    [users.data],
  );
  return { options, loading: users.isPending, error: users.isError };
}

/** The licences of the chosen clients: label, masked key, and whose each one is. */
export function useLicenseChoices(clientIds: readonly string[]): ReportLicenseChoices {
  const licenses = useAdminReportLicenses(clientIds.map(Number));
  return useMemo(() => {
    const results = licenses.data?.results ?? [];
    return {
      options: results.map((license) => ({
        value: license.key,
        label: license.label,
        description: maskLicenseKey(license.key, limits.maskedKeyVisible),
      })),
      ownerOf: Object.fromEntries(results.map((license) => [license.key, String(license.userId)])),
      loading: clientIds.length > 0 && licenses.isPending,
      error: licenses.isError,
    };
  }, [licenses.data, licenses.isPending, licenses.isError, clientIds.length]);
}

/** Every country, named in the reader's language and in its alphabetical order. */
export function useCountryChoices(enabled = true): ReportPickerChoices {
  const { i18n } = useTranslation();
  const countries = useQuery({ ...countriesQueryOptions(), enabled });
  const language = i18n.language;
  const options = useMemo(() => {
    const named = (countries.data ?? []).map((country) => ({
      value: String(country.id),
      label: countryName(country.isoAlpha3, language),
    }));
    return named.sort((a, b) => a.label.localeCompare(b.label, language));
  }, [countries.data, language]);
  return { options, loading: countries.isPending, error: countries.isError };
}

const isoDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** Ready-made periods in the staff member's zone: this month so far, last month, the last twelve months. */
export function reportRangePresets(now: Date, timeZone: string, t: TFunction): DateRangePreset[] {
  const today = isoDateInZone(now, timeZone);
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  return [
    {
      id: 'thisMonth',
      label: t('adminReports.filters.thisMonth'),
      range: { start: isoDay(year, month, 1), end: today },
    },
    {
      id: 'lastMonth',
      label: t('adminReports.filters.lastMonth'),
      range: { start: isoDay(year, month - 1, 1), end: isoDay(year, month, 0) },
    },
    {
      id: 'last12Months',
      label: t('adminReports.filters.last12Months'),
      range: { start: isoDay(year - 1, month, day + 1), end: today },
    },
  ];
}
