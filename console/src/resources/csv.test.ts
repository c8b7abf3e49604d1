import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes cells with quotes, separators and line breaks, and leaves the rest alone', () => {
    expect(csvCell('Clínica geral')).toBe('Clínica geral');
    expect(csvCell('Silva, Maria')).toBe('"Silva, Maria"');
    expect(csvCell('diz "olá"')).toBe('"diz ""olá"""');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('linha\nnova')).toBe('"linha\nnova"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(false)).toBe('false');
  });

  it('never lets a spreadsheet run a cell as a formula: a text starting with = + - @ or a tab is written as text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Clique")')).toBe('"\'=HYPERLINK(""http://evil.example"",""Clique"")"');
    expect(csvCell('+55 11 99999-0000')).toBe("'+55 11 99999-0000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe('"\'\t=1+1"');
    expect(csvCell(-150)).toBe('-150');
    expect(csvCell('Maria = Silva')).toBe('Maria = Silva');
  });

  it('writes the header and the chosen columns in order, empty where a row has none', () => {
    expect(toCsv(['name', 'waiting'] as const, [{ name: 'Pediatria', waiting: 2 }, { name: 'Clínica geral' }])).toBe(
      'name,waiting\nPediatria,2\nClínica geral,',
    );
  });
});
