import { limits } from './limits.ts';

/** Cuts `text` to `max` characters and adds an ellipsis when something was cut. */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  return text.length > max ? `${text.slice(0, max)}${ellipsis}` : text;
}

/** The end of a licence key that names a PDF of one licence's rides or coins (docs/domain.md#constants-and-limits: its last six characters). */
export function licenseKeyFileSuffix(key: string): string {
  return key.slice(-limits.pdfKeySuffix);
}

/** Shows a licence key as four asterisks and its last `visible` characters (docs/domain.md#constants-and-limits). */
export function maskLicenseKey(key: string, visible = 8): string {
  return `****${key.slice(-visible)}`;
}
