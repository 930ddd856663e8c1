/**
 * The Content-Security-Policy of Orbit Console (ADR 0021). The API sends it with every answer and, with a fresh nonce,
 * with every page; the story server sends the same, so the story tests prove that every screen runs under it.
 */
export const baseContentSecurityPolicy = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * The policy of a page served with `nonce`: scripts and style elements need the nonce or must come from this origin;
 * images may also be `data:` or `blob:` (drawn in the page) and come from the uploads host when it is another one.
 */
export function pageContentSecurityPolicy(nonce: string, imageOrigins: readonly string[] = []): string {
  return [
    baseContentSecurityPolicy,
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
  ].join('; ');
}
