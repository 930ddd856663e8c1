import type { RangeKind } from '@orbit/contract';
import { calendarPeriodKinds } from '@orbit/domain';
import type { ConsumptionsView } from '@orbit/ui';
import { isoDateOf, pageOf, periodOf, writePage, type SearchCodec } from '../urlState.ts';

const isRangeKind = (value: string | null): value is RangeKind =>
  (calendarPeriodKinds as readonly (string | null)[]).includes(value);

/** An ISO instant from the address, or null when it is not one written as `toISOString` writes it. */
function instantOf(value: string | null): string | null {
  if (value === null) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) || new Date(time).toISOString() !== value ? null : value;
}

/**
 * The licence page's rides in the address (ADR 0066): a range of days on wide screens (`from`, `to`), a day, week or
 * month on phones (`period`, `at`), and the page. Nothing, or damaged values, mean the screen's first view.
 */
export const licenseViewCodec: SearchCodec<ConsumptionsView | null> = {
  read: (search) => {
    const page = pageOf(search.get('page'));
    const range = periodOf(isoDateOf(search.get('from')), isoDateOf(search.get('to')));
    if (range) return { layout: 'desktop', ...range, page };
    const rangeKind = search.get('period');
    const reference = instantOf(search.get('at'));
    if (isRangeKind(rangeKind) && reference) return { layout: 'mobile', rangeKind, reference, page };
    return null;
  },
  write: (view) => {
    const search = new URLSearchParams();
    if (!view) return search;
    if (view.layout === 'desktop') {
      search.set('from', view.start);
      search.set('to', view.end);
    } else {
      search.set('period', view.rangeKind);
      search.set('at', view.reference);
    }
    writePage(search, view.page);
    return search;
  },
};
