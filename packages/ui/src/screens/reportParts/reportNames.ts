import type { ReportFilterBarInput } from './FilteredReportScreen.tsx';

/** Names of clients by id and of the owner of each licence key, from the filter bar's choices. */
export function namesFromChoices(filterBar: ReportFilterBarInput) {
  const clientNames = new Map((filterBar.clients?.options ?? []).map((option) => [option.value, option.label]));
  const ownerOf = filterBar.licenses?.ownerOf ?? {};
  return {
    clientName: (userId: number) => clientNames.get(String(userId)) ?? String(userId),
    licenseOwnerName: (licenseKey: string) => clientNames.get(ownerOf[licenseKey] ?? '') ?? '',
  };
}
