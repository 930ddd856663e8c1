// The index of the architecture decision records, docs/adr/README.md, made from the records' own headers: number,
// title, status, date and the records that supersede or amend them. `node scripts/docs/adr-index.ts` writes it;
// `--check` exits with 1 when a record lacks its header or the index is stale (npm test runs the same check).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';

export const adrFolder = join(import.meta.dirname, '..', '..', 'docs', 'adr');
export const adrIndexFile = join(adrFolder, 'README.md');

export const adrStatuses = ['proposed', 'accepted', 'superseded'] as const;
export type AdrStatus = (typeof adrStatuses)[number];

/** How a later record changes an earlier one. */
const relationKinds = ['Superseded by', 'Amended by'] as const;
type RelationKind = (typeof relationKinds)[number];

export interface Adr {
  number: string;
  file: string;
  title: string;
  status: string;
  date: string;
  relations: Record<RelationKind, string[]>;
}

/** Reads one record's header: `# NNNN — Title`, then `- Status:`, `- Date:` and any relation lines. */
export function parseAdr(file: string, text: string): Adr {
  const lines = text.split('\n');
  const heading = /^# (\d{4}) — (.+)$/.exec(lines[0] ?? '');
  const field = (name: string) =>
    lines
      .slice(1, 8)
      .find((line) => line.startsWith(`- ${name}: `))
      ?.slice(name.length + 4)
      .trim() ?? '';
  const numbersIn = (value: string) => [...value.matchAll(/\[(\d{4})\]/g)].map((match) => match[1] ?? '');
  return {
    number: heading?.[1] ?? '',
    file,
    title: heading?.[2]?.trim() ?? '',
    status: field('Status'),
    date: field('Date'),
    relations: {
      'Superseded by': numbersIn(field('Superseded by')),
      'Amended by': numbersIn(field('Amended by')),
    },
  };
}

export function readAdrs(folder = adrFolder): Adr[] {
  return readdirSync(folder)
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort()
    .map((file) => parseAdr(file, readFileSync(join(folder, file), 'utf8')));
}

/** What is wrong with the records' headers; empty when every record can be indexed. */
export function adrProblems(adrs: readonly Adr[]): string[] {
  const numbers = new Set(adrs.map((adr) => adr.number));
  const problems: string[] = [];
  for (const adr of adrs) {
    const name = adr.file;
    if (!adr.number || !adr.title) problems.push(`${name}: the first line must read "# NNNN — Title"`);
    else if (!name.startsWith(`${adr.number}-`)) problems.push(`${name}: the heading's number differs from the file's`);
    if (!(adrStatuses as readonly string[]).includes(adr.status))
      problems.push(`${name}: "- Status:" must be one of ${adrStatuses.join(', ')}`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(adr.date)) problems.push(`${name}: "- Date:" must be a date such as 2026-11-27`);
    if (adr.status === 'superseded' && adr.relations['Superseded by'].length === 0)
      problems.push(`${name}: a superseded record names its successors in "- Superseded by:"`);
    for (const kind of relationKinds) {
      for (const other of adr.relations[kind]) {
        if (!numbers.has(other)) problems.push(`${name}: "${kind}" names ${other}, which does not exist`);
        else if (other <= adr.number) problems.push(`${name}: "${kind}" names ${other}, which is not a later record`);
      }
    }
  }
  return problems;
}

const linkTo = (adrs: readonly Adr[], number: string) =>
  `[${number}](${adrs.find((adr) => adr.number === number)?.file ?? ''})`;

/** The index: one row per record, with what changed it and what it changed. */
export function renderAdrIndex(adrs: readonly Adr[]): string {
  const changes = (number: string) =>
    adrs.flatMap((adr) =>
      relationKinds.flatMap((kind) =>
        adr.relations[kind].includes(number)
          ? [`${kind === 'Superseded by' ? 'supersedes' : 'amends'} ${linkTo(adrs, adr.number)}`]
          : [],
      ),
    );
  const rows = adrs.map((adr) => {
    const changedBy = relationKinds.flatMap((kind) =>
      adr.relations[kind].map((number) => `${kind.toLowerCase()} ${linkTo(adrs, number)}`),
    );
    const notes = [...changedBy, ...changes(adr.number)].join('; ');
    return `| ${adr.number} | [${adr.title.replaceAll('|', '\\|')}](${adr.file}) | ${adr.status} | ${adr.date} | ${notes} |`;
  });
  const used = new Set(adrs.map((adr) => Number(adr.number)));
  const last = Math.max(0, ...used);
  const unused = Array.from({ length: last }, (_, index) => index + 1)
    .filter((number) => !used.has(number))
    .map((number) => String(number).padStart(4, '0'));
  return [
    '# Architecture decision records',
    '',
    'Each record says what was decided, why, and what follows from it. A record is never rewritten to say',
    'something else: a later one supersedes or amends it, and the earlier one names it in its header.',
    '',
    "This index is made by `node scripts/docs/adr-index.ts` from the records' headers; `npm test` fails when it is",
    'stale or a header is missing. A new record starts with:',
    '',
    '```md',
    '# NNNN — Title',
    '',
    '- Status: accepted',
    '- Date: YYYY-MM-DD',
    '```',
    '',
    'and adds `- Superseded by: [NNNN](file.md)` or `- Amended by: [NNNN](file.md)` to the records it changes.',
    '',
    '| No. | Decision | Status | Date | Changes |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    ...(unused.length > 0 ? ['', `Numbers never used: ${unused.join(', ')}.`] : []),
    '',
  ].join('\n');
}

/** The index as it is checked in: rendered, then laid out by Prettier as `npm run format` would. */
export async function formattedAdrIndex(adrs: readonly Adr[]): Promise<string> {
  const options = await resolveConfig(adrIndexFile);
  return format(renderAdrIndex(adrs), { ...options, filepath: adrIndexFile });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const adrs = readAdrs();
  const problems = adrProblems(adrs);
  for (const problem of problems) console.error(problem);
  const index = await formattedAdrIndex(adrs);
  if (process.argv.includes('--check')) {
    const stale = readFileSync(adrIndexFile, 'utf8') !== index;
    if (stale) console.error('docs/adr/README.md is stale: run node scripts/docs/adr-index.ts');
    process.exit(problems.length > 0 || stale ? 1 : 0);
  }
  if (problems.length > 0) process.exit(1);
  writeFileSync(adrIndexFile, index);
  console.log(`docs/adr/README.md: ${adrs.length} records`);
}
