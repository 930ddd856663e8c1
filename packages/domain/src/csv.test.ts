import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvFormulaCharacter, csvNeutralise, csvRow } from './csv.ts';

describe('csvCell', () => {
  it('quotes every text, writes numbers as they are and null as an empty cell', () => {
    expect(csvCell('Parque Aventura 1')).toBe('"Parque Aventura 1"');
    expect(csvCell('')).toBe('""');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-10)).toBe('-10');
    expect(csvCell(null)).toBe('');
  });

  it('doubles quotes and keeps commas and line breaks inside the quotes', () => {
    expect(csvCell('Mendes, Lda')).toBe('"Mendes, Lda"');
    expect(csvCell('The "Big" One')).toBe('"The ""Big"" One"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it.each(['=1+1', '+55 11 5555', '-2', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises text a spreadsheet would run: %j',
    (text) => {
      expect(csvCell(text)).toBe(`"'${text}"`);
    },
  );

  it('neutralises first and quotes after', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('"q";=x')).toBe('"""q"";\'=x"');
  });
});

describe('csvNeutralise', () => {
  it('puts an apostrophe wherever a separator, a line break or a quote could start a formula', () => {
    expect(csvNeutralise('abc;=1+1;x')).toBe("abc;'=1+1;x");
    expect(csvNeutralise('a,-2')).toBe("a,'-2");
    expect(csvNeutralise('first\n@SUM(A1)')).toBe("first\n'@SUM(A1)");
    expect(csvNeutralise('first\r\n+1')).toBe("first\r\n'+1");
    expect(csvNeutralise('x"=1')).toBe('x"\'=1');
    expect(csvNeutralise('a;\r=b')).toBe("a;'\r'=b");
  });

  it('finds a formula character in exactly the text it would change on its own', () => {
    for (let code = 0; code < 128; code++) {
      const character = String.fromCharCode(code);
      expect([character, csvFormulaCharacter.test(character)]).toEqual([
        character,
        csvNeutralise(character) !== character,
      ]);
    }
  });

  it('leaves text alone where no cell could start with a formula', () => {
    for (const text of ['Ana-Maria', 'a = b', '1+1', 'ana@example.com', 'a, -2', '']) {
      expect(csvNeutralise(text)).toBe(text);
    }
  });
});

describe('csvRow and csvFileName', () => {
  it('joins cells with commas', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('"a",1,,"b,c"');
  });
  it('names the file after the report and the day', () => {
    expect(csvFileName('rides', '2026-03-02')).toBe('rides-2026-03-02.csv');
  });
});
