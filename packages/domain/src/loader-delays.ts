/**
 * The delayed loader's waits before it shows, short to long (docs/domain.md#constants-and-limits). A module of its own,
 * so the first page's code, which shows the loader, does not carry every other limit (the sign-in budget, ADR 0046).
 */
export const loaderDelaysMs = [50, 200, 350] as const;
