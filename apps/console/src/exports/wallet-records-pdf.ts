import type { WalletRecord } from '@orbit/contract';
import { licenseKeyFileSuffix } from '@orbit/domain';
import { formatDate, formatNumber, type TFunction } from '@orbit/i18n';
import { fileNamePart } from './file-names.ts';

type Translate = TFunction;

/**
 * docs/domain.md#constants-and-limits: wallet PDFs are named from the user's name, plus the last six characters of the key when they cover a
 * single licence, such as `carlos-mendes-wallet-consumptions-D-4HZT.pdf`.
 */
export function walletPdfFileName(
  userName: string,
  kind: 'wallet-records' | 'wallet-consumptions',
  licenseKey?: string,
): string {
  const name = fileNamePart(userName);
  const suffix = licenseKey ? `-${licenseKeyFileSuffix(licenseKey)}` : '';
  return `${name ? `${name}-` : ''}${kind}${suffix}.pdf`;
}

export interface WalletRecordsPdfInput {
  /** The signed-in user's name; it names the file and titles the document. */
  userName: string;
  /** The records to list, newest first. */
  records: readonly WalletRecord[];
  /** Coins left in the wallet; not printed when absent. */
  coinsBalance?: number;
  /** The interface language, for texts, dates and numbers. */
  language: string;
  /** The owner's IANA time zone, for dates. */
  timeZone: string;
  /** The interface's translate function. */
  t: Translate;
}

/** The table of the PDF: the same columns as the coin records table on screen. */
export function walletRecordsPdfTable(
  records: readonly WalletRecord[],
  { language, timeZone, t }: Pick<WalletRecordsPdfInput, 'language' | 'timeZone' | 't'>,
): { head: string[]; body: string[][] } {
  return {
    head: [t('wallet.date'), t('wallet.coins'), t('wallet.record')],
    body: records.map((record) => [
      formatDate(record.createdAt, language, 'dateTime', timeZone),
      formatNumber(record.amount, language, { signDisplay: 'exceptZero' }),
      `#${record.id}`,
    ]),
  };
}

/** A landscape PDF of the coin records; jspdf and its table plugin load here, only when someone exports. */
export async function buildWalletRecordsPdf(input: WalletRecordsPdfInput) {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const { language, timeZone, t } = input;
  const document = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  document.setFontSize(16);
  document.text(t('wallet.pdfRecordsTitle', { name: input.userName }), 40, 48);
  document.setFontSize(10);
  document.text(
    [
      t('wallet.pdfGenerated', { date: formatDate(new Date(), language, 'dateTime', timeZone) }),
      input.coinsBalance === undefined
        ? ''
        : t('wallet.balance', { coins: formatNumber(input.coinsBalance, language) }),
    ],
    40,
    68,
  );
  const { head, body } = walletRecordsPdfTable(input.records, input);
  autoTable(document, { head: [head], body, startY: 96, styles: { fontSize: 9 } });
  return { document, fileName: walletPdfFileName(input.userName, 'wallet-records') };
}

/** Makes the PDF and hands it to the browser as a download. */
export async function downloadWalletRecordsPdf(input: WalletRecordsPdfInput): Promise<void> {
  const { document, fileName } = await buildWalletRecordsPdf(input);
  document.save(fileName);
}
