import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('the CSV writer', () => {
  it('starts with the BOM and ends each line with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', '2']])).toBe(`${CSV_BOM}a,b\r\n1,2\r\n`);
  });

  it('keeps č ć š ž đ as they are', () => {
    expect(csvCell('Đorđe Čović, Šćepan Žižić')).toBe('"Đorđe Čović, Šćepan Žižić"');
    expect(csvCell('Ćirić')).toBe('Ćirić');
  });

  it('quotes quotes, commas, semicolons and line breaks', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one;two')).toBe('"one;two"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+38267123456')).toBe("'+38267123456");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
  });

  it('writes numbers and empty cells', () => {
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(toCsv(['x'], [])).toBe(`${CSV_BOM}x\r\n`);
  });
});
