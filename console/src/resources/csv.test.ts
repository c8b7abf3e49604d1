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

  it('writes the header and the chosen columns in order, empty where a row has none', () => {
    expect(toCsv(['name', 'waiting'] as const, [{ name: 'Pediatria', waiting: 2 }, { name: 'Clínica geral' }])).toBe(
      'name,waiting\nPediatria,2\nClínica geral,',
    );
  });
});
