import type { Consumption } from '@orbit/contract';
import { limits, maskLicenseKey, rideScenarioTitle } from '@orbit/domain';
import { formatDate, formatNumber, type TFunction } from '@orbit/i18n';
import { walletPdfFileName } from './wallet-records-pdf.ts';

type Translate = TFunction;

export interface WalletConsumptionsPdfInput {
  /** The signed-in user's name; it names the file and titles the document. */
  userName: string;
  /** The rides to list, newest first. */
  rides: readonly Consumption[];
  /** Any instant of the month the rides belong to. */
  month: string;
  /** The interface language, for texts, dates and numbers. */
  language: string;
  /** The owner's IANA time zone, for dates. */
  timeZone: string;
  /** The interface's translate function. */
  t: Translate;
}

/** The table of the PDF: the same columns as the wallet consumptions table on screen. */
export function walletConsumptionsPdfTable(
  rides: readonly Consumption[],
  { language, timeZone, t }: Pick<WalletConsumptionsPdfInput, 'language' | 'timeZone' | 't'>,
): { head: string[]; body: string[][] } {
  const count = (value: number) => formatNumber(value, language);
  return {
    head: [
      t('wallet.date'),
      t('wallet.license'),
      t('wallet.key'),
      t('wallet.scenario'),
      t('wallet.customers'),
      t('wallet.rideCost'),
      t('wallet.creditsAdded'),
      t('wallet.creditsAddOnKeyboard'),
      t('wallet.creditsExpired'),
      t('wallet.discountUsed'),
    ],
    body: rides.map((ride) => [
      formatDate(ride.consumedAt, language, 'dateTime', timeZone),
      ride.label,
      maskLicenseKey(ride.licenseKey, limits.maskedKeyVisible),
      rideScenarioTitle(ride, language),
      count(ride.customersAmount),
      count(ride.rideCost),
      count(ride.creditsAdded),
      count(ride.creditsAddOnKeyboard),
      count(ride.creditsExpired),
      count(ride.discountUsed),
    ]),
  };
}

/** The key of the one licence the rides cover, for the file name; undefined when they cover several. */
function singleLicenseKey(rides: readonly Consumption[]): string | undefined {
  const keys = new Set(rides.map((ride) => ride.licenseKey));
  return keys.size === 1 ? [...keys][0] : undefined;
}

/** A landscape PDF of the wallet's rides; jspdf and its table plugin load here, only when someone exports. */
export async function buildWalletConsumptionsPdf(input: WalletConsumptionsPdfInput) {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const { language, timeZone, t } = input;
  const document = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  document.setFontSize(16);
  document.text(t('wallet.pdfConsumptionsTitle', { name: input.userName }), 40, 48);
  document.setFontSize(10);
  document.text(
    [
      t('wallet.monthHeading', { month: formatDate(input.month, language, 'monthYear', timeZone) }),
      t('wallet.pdfGenerated', { date: formatDate(new Date(), language, 'dateTime', timeZone) }),
    ],
    40,
    68,
  );
  const { head, body } = walletConsumptionsPdfTable(input.rides, input);
  autoTable(document, { head: [head], body, startY: 96, styles: { fontSize: 8 } });
  return {
    document,
    fileName: walletPdfFileName(input.userName, 'wallet-consumptions', singleLicenseKey(input.rides)),
  };
}

/** Makes the PDF and hands it to the browser as a download. */
export async function downloadWalletConsumptionsPdf(input: WalletConsumptionsPdfInput): Promise<void> {
  const { document, fileName } = await buildWalletConsumptionsPdf(input);
  document.save(fileName);
}
