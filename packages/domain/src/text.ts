/** Cuts `text` to `max` characters and adds an ellipsis when something was cut. */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  return text.length > max ? `${text.slice(0, max)}${ellipsis}` : text;
}

/** Shows a licence key as four asterisks and its last `visible` characters (spec §9). */
export function maskLicenseKey(key: string, visible = 8): string {
  return `****${key.slice(-visible)}`;
}
