import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './source-index.ts';

/** The tracked text files: code, configuration and documents. */
const textFiles = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => /\.(ts|tsx|js|mjs|mdx|md|json|yml|yaml|cfg)$/.test(path));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The anchors GitHub and most readers give the headings of docs/domain.md. */
const domainAnchors = new Set(
  [...read('docs/domain.md').matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) =>
    (heading ?? '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} -]/gu, '')
      .replaceAll(' ', '-'),
  ),
);

// ADR 0068: a comment or a record cites a document the repository holds, such as a section of docs/domain.md.
describe('references', () => {
  it('cite no numbered section of a document the repository does not hold', () => {
    const offending = textFiles.flatMap((path) =>
      path === 'docs/domain.md'
        ? []
        : read(path)
            .split('\n')
            .flatMap((line, index) => (line.includes('\u00a7') ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offending).toEqual([]);
  });

  it('name sections docs/domain.md has', () => {
    const broken = textFiles.flatMap((path) =>
      [...read(path).matchAll(/domain\.md#([\w-]+)/g)]
        .map(([, anchor]) => anchor ?? '')
        .filter((anchor) => !domainAnchors.has(anchor))
        .map((anchor) => `${path}: #${anchor}`),
    );
    expect([...new Set(broken)]).toEqual([]);
  });
});
