import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adrIndexFile, adrProblems, formattedAdrIndex, parseAdr, readAdrs, renderAdrIndex } from './adr-index.ts';

const header = (lines: string[]) => ['# 0002 — Later', '', ...lines, '', '## Context', ''].join('\n');

describe('the ADR index', () => {
  it('is fresh, and every record has a status and a date', async () => {
    const adrs = readAdrs();
    expect(adrProblems(adrs)).toEqual([]);
    expect(readFileSync(adrIndexFile, 'utf8')).toBe(await formattedAdrIndex(adrs));
  });

  it('refuses a record without a status or a date, or one superseded by nothing', () => {
    const first = parseAdr(
      '0001-first.md',
      header(['- Status: accepted', '- Date: 2026-11-22']).replace('0002 — Later', '0001 — First'),
    );
    expect(adrProblems([first])).toEqual([]);
    expect(adrProblems([parseAdr('0001-first.md', '# 0001 — First\n\n## Context\n')])).toEqual([
      '0001-first.md: "- Status:" must be one of proposed, accepted, superseded',
      '0001-first.md: "- Date:" must be a date such as 2026-11-27',
    ]);
    const orphan = parseAdr('0002-later.md', header(['- Status: superseded', '- Date: 2026-11-23']));
    expect(adrProblems([first, orphan])).toEqual([
      '0002-later.md: a superseded record names its successors in "- Superseded by:"',
    ]);
    const backwards = parseAdr(
      '0002-later.md',
      header(['- Status: accepted', '- Date: 2026-11-23', '- Amended by: [0001](0001-first.md)']),
    );
    expect(adrProblems([first, backwards])).toEqual([
      '0002-later.md: "Amended by" names 0001, which is not a later record',
    ]);
  });

  it('shows each change from both ends, and the numbers never used', () => {
    const first = parseAdr(
      '0001-first.md',
      [
        '# 0001 — First',
        '',
        '- Status: superseded',
        '- Date: 2026-11-22',
        '- Superseded by: [0003](0003-third.md)',
      ].join('\n'),
    );
    const third = parseAdr(
      '0003-third.md',
      ['# 0003 — Third', '', '- Status: accepted', '- Date: 2026-11-24'].join('\n'),
    );
    const index = renderAdrIndex([first, third]);
    expect(index).toContain(
      '| 0001 | [First](0001-first.md) | superseded | 2026-11-22 | superseded by [0003](0003-third.md) |',
    );
    expect(index).toContain(
      '| 0003 | [Third](0003-third.md) | accepted | 2026-11-24 | supersedes [0001](0001-first.md) |',
    );
    expect(index).toContain('Numbers never used: 0002.');
  });
});
