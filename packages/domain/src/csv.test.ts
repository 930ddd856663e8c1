import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvRow } from './csv.ts';

describe('csvCell', () => {
  it('writes plain text and numbers as they are, null as an empty cell', () => {
    expect(csvCell('Parque Aventura 1')).toBe('Parque Aventura 1');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-10)).toBe('-10');
    expect(csvCell(null)).toBe('');
  });

  it('quotes cells with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Mendes, Lda')).toBe('"Mendes, Lda"');
    expect(csvCell('The "Big" One')).toBe('"The ""Big"" One"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it.each(['=1+1', '+55 11 5555', '-2', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises text a spreadsheet would run: %j',
    (text) => {
      const cell = csvCell(text);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
      expect(cell).toContain(text.trim() || text);
    },
  );

  it('neutralises first and quotes after', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
  });
});

describe('csvRow and csvFileName', () => {
  it('joins cells with commas', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"');
  });
  it('names the file after the report and the day', () => {
    expect(csvFileName('rides', '2026-03-02')).toBe('rides-2026-03-02.csv');
  });
});
