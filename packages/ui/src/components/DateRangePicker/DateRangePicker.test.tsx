import { describe, expect, it } from 'vitest';
import { draftOf, pickRangeDay, rangeOfDraft, type RangeDraft } from './RangePicker.tsx';

const empty: RangeDraft = draftOf(null);

describe('pickRangeDay', () => {
  it('picks the start, then the end', () => {
    const started = pickRangeDay(empty, '2026-05-04');
    expect(started).toMatchObject({ start: '2026-05-04', end: null });
    expect(pickRangeDay(started, '2026-05-10')).toMatchObject({ start: '2026-05-04', end: '2026-05-10' });
  });

  it('starts again on a day before the start or after a full range', () => {
    const started = pickRangeDay(empty, '2026-05-04');
    expect(pickRangeDay(started, '2026-05-01')).toMatchObject({ start: '2026-05-01', end: null });
    const full = pickRangeDay(started, '2026-05-10');
    expect(pickRangeDay(full, '2026-05-20')).toMatchObject({ start: '2026-05-20', end: null });
  });

  it('accepts a single-day range', () => {
    expect(pickRangeDay(pickRangeDay(empty, '2026-05-04'), '2026-05-04')).toMatchObject({
      start: '2026-05-04',
      end: '2026-05-04',
    });
  });
});

describe('rangeOfDraft', () => {
  it('gives null for an empty draft and nothing for a half-picked one', () => {
    expect(rangeOfDraft(empty, false)).toBeNull();
    expect(rangeOfDraft({ ...empty, start: '2026-05-04' }, false)).toBeUndefined();
  });

  it('gives days, or local date-times with the whole days by default', () => {
    const draft = { ...empty, start: '2026-05-04', end: '2026-05-10' };
    expect(rangeOfDraft(draft, false)).toEqual({ start: '2026-05-04', end: '2026-05-10' });
    expect(rangeOfDraft(draft, true)).toEqual({ start: '2026-05-04T00:00', end: '2026-05-10T23:59' });
  });

  it('refuses an end before the start on the same day, and a missing time', () => {
    const oneDay = { ...empty, start: '2026-05-04', end: '2026-05-04', startTime: '10:00', endTime: '09:00' };
    expect(rangeOfDraft(oneDay, true)).toBeUndefined();
    expect(rangeOfDraft({ ...oneDay, endTime: '' }, true)).toBeUndefined();
    expect(rangeOfDraft({ ...oneDay, endTime: '10:00' }, true)).toEqual({
      start: '2026-05-04T10:00',
      end: '2026-05-04T10:00',
    });
  });

  it('reads the draft of a value back', () => {
    expect(draftOf({ start: '2026-05-04T08:30', end: '2026-05-10T18:00' })).toEqual({
      start: '2026-05-04',
      end: '2026-05-10',
      startTime: '08:30',
      endTime: '18:00',
    });
  });
});
