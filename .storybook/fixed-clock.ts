/**
 * Every story sees the same "now" (2026-05-15 12:00 UTC), so dates in screens and their screenshots never drift.
 * Dates built from explicit values are untouched; only "now" is fixed.
 */
export const fixedNow = Date.parse('2026-05-15T12:00:00Z');

const RealDate = Date;

class FixedDate extends RealDate {
  constructor(...args: [] | [string | number | Date] | [number, number, number?, number?, number?, number?, number?]) {
    if (args.length === 0) super(fixedNow);
    else if (args.length === 1) super(args[0]);
    else super(...args);
  }

  static override now(): number {
    return fixedNow;
  }
}

globalThis.Date = FixedDate as DateConstructor;
