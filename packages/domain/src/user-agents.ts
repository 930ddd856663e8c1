/** What a person recognises of a browser's user agent: the browser and the system it runs on, when known. */
export interface UserAgentSummary {
  browser: string | null;
  os: string | null;
}

/**
 * Tested in order: browsers built on Chromium name Chrome and Safari too, and Chrome names Safari, so the more
 * particular name comes first.
 */
const browsers: readonly [RegExp, string][] = [
  [/\bEdgA?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, candidates: readonly [RegExp, string][]) =>
  candidates.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * The browser and system of a user agent, for a list of one's sessions. Only the families are read: versions and
 * devices change too often to be worth a parser's upkeep, and the list needs to be recognised, not audited.
 */
export function summariseUserAgent(userAgent: string | null): UserAgentSummary {
  if (!userAgent) return { browser: null, os: null };
  return { browser: firstMatch(userAgent, browsers), os: firstMatch(userAgent, systems) };
}
