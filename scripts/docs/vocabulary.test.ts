import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { root } from './source-index.ts';

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

// ADR 0068: the code says "license" as the wire names do; texts for people and documents say "licence". ESLint's
// naming-convention rule holds the declared names; this holds the names of files and folders.
describe('one spelling in the code', () => {
  // Screenshots are named after their story's title, which for a connected page is text people read.
  const named = (path: string) => !path.startsWith('docs/') && !path.startsWith('.storybook/__screenshots__/');

  it('names no file or folder "licence" outside the documents and the screenshots', () => {
    expect(tracked.filter((path) => named(path) && /licence/i.test(path))).toEqual([]);
  });
});
