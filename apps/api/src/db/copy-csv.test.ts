import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { crlfRecordEnds } from './copy-csv.ts';

async function throughTransform(chunks: string[]): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(crlfRecordEnds())) {
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts).toString();
}

describe('record ends of a COPY stream', () => {
  it('ends every record with CR LF', async () => {
    expect(await throughTransform(['1,a\n2,b\n', '3,c\n'])).toBe('1,a\r\n2,b\r\n3,c\r\n');
  });

  it('keeps line feeds inside quoted cells, wherever the chunks are cut', async () => {
    const copy = '1,"+1, ""quoted""\nsecond line",x\n2,"a\nb",y\n3,plain,z\n';
    const expected = '1,"+1, ""quoted""\nsecond line",x\r\n2,"a\nb",y\r\n3,plain,z\r\n';
    for (let cut = 0; cut <= copy.length; cut++) {
      expect(await throughTransform([copy.slice(0, cut), copy.slice(cut)])).toBe(expected);
    }
    const oneByteChunks = [...copy];
    expect(await throughTransform(oneByteChunks)).toBe(expected);
  });

  it('leaves every other byte as it is, multi-byte characters included', async () => {
    const copy = 'ç,ã,✓,"ç\n✓"\n';
    const bytes = Buffer.from(copy);
    const cuts = [bytes.subarray(0, 1), bytes.subarray(1, 5), bytes.subarray(5)];
    const parts: Buffer[] = [];
    for await (const part of Readable.from(cuts).pipe(crlfRecordEnds())) parts.push(part as Buffer);
    expect(Buffer.concat(parts).toString()).toBe('ç,ã,✓,"ç\n✓"\r\n');
  });
});
