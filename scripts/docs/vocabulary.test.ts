import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { root } from './source-index.ts';

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

// ADR 0068: the code says "license" as the wire names do; texts for people and documents say "licence". ESLint's
// naming-convention rule holds the declared names; this holds the names of files and folders.
describe('one spelling in the code', () => {
  it('names no file or folder "licence" outside the documents', () => {
    expect(tracked.filter((path) => !path.startsWith('docs/') && /licence/i.test(path))).toEqual([]);
  });
});
