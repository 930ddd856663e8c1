import type { ClientLicense, Consumption, TimeRange } from '@orbit/contract';
import { licenseKeyFileSuffix, ridePercentage, rideScenarioTitle, rideStatus } from '@orbit/domain';
import { formatDate, formatNumber, type TFunction } from '@orbit/i18n';
import { formatRideDuration } from '@orbit/ui';
import { fileNamePart } from './file-names.ts';

export interface ConsumptionsPdfInput {
  /** The signed-in user's name; it starts the file name. */
  userName: string;
  /** The licence the rides belong to. */
  license: Pick<ClientLicense, 'key' | 'label'>;
  /** Every ride of the range, newest first. */
  rides: readonly Consumption[];
  /** The range the rides cover (end excluded). */
  range: TimeRange;
  /** Customers in the range. */
  customersAmount: number;
  /** The interface language, for texts, dates and numbers. */
  language: string;
  /** The owner's IANA time zone, for dates. */
  timeZone: string;
  /** The interface's translate function. */
  t: TFunction;
}

/** docs/domain.md#constants-and-limits: the file is named from the user's name and the last six characters of the licence key. */
export function consumptionsPdfFileName(userName: string, licenseKey: string): string {
  const name = fileNamePart(userName);
  return `${name || 'consumptions'}-${licenseKeyFileSuffix(licenseKey)}.pdf`;
}

/** The table of the PDF: the same columns as the consumptions table on screen. */
export function consumptionsPdfTable(
  rides: readonly Consumption[],
  { language, timeZone, t }: Pick<ConsumptionsPdfInput, 'language' | 'timeZone' | 't'>,
): { head: string[]; body: string[][] } {
  return {
    head: [
      t('licenses.date'),
      t('licenses.scenario'),
      t('licenses.duration'),
      t('licenses.customers'),
      t('licenses.rideStatus'),
      t('licenses.completion'),
    ],
    body: rides.map((ride) => [
      formatDate(ride.consumedAt, language, 'dateTime', timeZone),
      rideScenarioTitle(ride, language),
      formatRideDuration(ride.durationInSeconds),
      formatNumber(ride.customersAmount, language),
      t(`licenses.rideStatuses.${rideStatus(ride.durationInSeconds)}`),
      formatNumber(ridePercentage(ride.durationInSeconds, ride.time) / 100, language, { style: 'percent' }),
    ]),
  };
}

/** A landscape PDF of the rides; jspdf and its table plugin load here, only when someone exports. */
export async function buildConsumptionsPdf(input: ConsumptionsPdfInput) {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const { license, range, language, timeZone, t } = input;
  const document = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  const lastInstant = new Date(Date.parse(range.endAt) - 1);
  document.setFontSize(16);
  document.text(t('licenses.pdfTitle', { label: license.label }), 40, 48);
  document.setFontSize(10);
  document.text(
    [
      t('licenses.pdfPeriod', {
        start: formatDate(range.startAt, language, 'medium', timeZone),
        end: formatDate(lastInstant, language, 'medium', timeZone),
      }),
      t('licenses.periodCustomers', { count: formatNumber(input.customersAmount, language) }),
    ],
    40,
    68,
  );
  const { head, body } = consumptionsPdfTable(input.rides, input);
  autoTable(document, { head: [head], body, startY: 96, styles: { fontSize: 9 } });
  return { document, fileName: consumptionsPdfFileName(input.userName, license.key) };
}

/** Makes the PDF and hands it to the browser as a download. */
export async function downloadConsumptionsPdf(input: ConsumptionsPdfInput): Promise<void> {
  const { document, fileName } = await buildConsumptionsPdf(input);
  document.save(fileName);
}
