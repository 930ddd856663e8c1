import { errorMessages } from '@orbit/contract';
import type { Consumption, ConsumptionList, RangeKind } from '@orbit/contract';
import { calendarPeriodInZone, rangeBefore, rideTotalsOf } from '@orbit/domain';
import type { z } from 'zod';
import { mockError } from '../respond.ts';

/** Parses a query string or body with the route's schema; a failure answers 400 like the server, naming the fields. */
export function parseOrReject<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { data: z.output<Schema> } | { error: ReturnType<typeof mockError> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  return { error: mockError(400, errorMessages.invalidInput, errors) };
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

export async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export interface MockRange {
  startAt: Date;
  endAt: Date;
}

/** Calendar ranges in UTC: the mocks keep it simple, the server computes them in the user's time zone. */
export function calendarRange(reference: Date, kind: RangeKind, shift = 0): MockRange {
  return calendarPeriodInZone(reference, kind, 'UTC', shift);
}

const within = (ride: Consumption, range: MockRange) =>
  Date.parse(ride.consumedAt) >= range.startAt.getTime() && Date.parse(ride.consumedAt) < range.endAt.getTime();

/** The answer of the consumption lists: a page of the range, newest first, with the range totals. */
export function consumptionList(
  rides: Consumption[],
  range: MockRange,
  page: { limit: number; offset: number },
): ConsumptionList {
  const inRange = rides.filter((ride) => within(ride, range));
  const totals = rideTotalsOf(inRange);
  return {
    results: inRange.slice(page.offset, page.offset + page.limit),
    meta: { count: inRange.length, ...page },
    range: { startAt: range.startAt.toISOString(), endAt: range.endAt.toISOString() },
    customersAmount: totals.customers,
    previousCustomersAmount: rideTotalsOf(rides.filter((ride) => within(ride, rangeBefore(range)))).customers,
    totalCustomersAmount: rideTotalsOf(rides).customers,
    totalCreditsAdded: totals.creditsAdded,
  };
}

export function ridesWithin(rides: Consumption[], range: MockRange): Consumption[] {
  return rides.filter((ride) => within(ride, range));
}
