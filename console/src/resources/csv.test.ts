import { describe, expect, it } from 'vitest';
import { csvContext, parseCsv } from '../testing/csv.util';
import { buildCsv, type CsvSpec, csvCell, csvSeparator, formatCsvValue, neutraliseFormula } from './csv';

type Row = { name: string; valueCents: number | null; rate: number; day: string; at: string; active: boolean; note: string | null };

const SPEC: CsvSpec<Row> = {
  filename: 'test',
  columns: [
    { label: 'resources.plans.fields.name', value: (r) => r.name },
    { label: 'resources.plans.fields.attendanceValueCents', value: (r) => r.valueCents, kind: 'money' },
    { label: 'resources.appointmentReport.fields.noShowRate', value: (r) => r.rate, kind: 'percent' },
    { label: 'resources.persons.fields.birthDate', value: (r) => r.day, kind: 'date' },
    { label: 'resources.appointmentRequests.fields.createdAt', value: (r) => r.at, kind: 'dateTime' },
    { label: 'resources.plans.fields.active', value: (r) => r.active, kind: 'boolean' },
    { label: 'resources.appointmentRequests.fields.observation', value: (r) => r.note },
  ],
};

const ROWS: Row[] = [
  {
    name: 'Plano Essencial',
    valueCents: 15000,
    rate: 1 / 3,
    day: '1990-05-01',
    at: '2026-11-22T12:00:00.000Z',
    active: true,
    note: 'Ligar à tarde; após as 14h, "urgente"',
  },
  {
    name: '=HYPERLINK("http://evil.example","Clique")',
    valueCents: -2590,
    rate: 0,
    day: '2026-01-31',
    at: '2026-11-23T02:30:00Z',
    active: false,
    note: null,
  },
];

describe('csv: Portuguese (pt-BR), as Excel and LibreOffice in Brazil split it', () => {
  const context = csvContext('pt-BR');
  const text = buildCsv(SPEC, ROWS, context);
  const rows = parseCsv(text, ';');

  it('starts with a UTF-8 BOM, separates cells with ";" and ends lines with CRLF', () => {
    expect(csvSeparator('pt-BR')).toBe(';');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\r\n')[1]).toBe(
      'Plano Essencial;150,00;33,3%;01/05/1990;22/11/2026 09:00;Sim;"Ligar à tarde; após as 14h, ""urgente"""',
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.length === SPEC.columns.length)).toBe(true);
  });

  it('writes the headers the list shows, in Portuguese', () => {
    expect(rows[0]).toEqual([
      'Nome',
      'Valor do atendimento',
      'Taxa de não comparecimento',
      'Data de nascimento',
      'Solicitado em',
      'Ativo',
      'Observação',
    ]);
  });

  it('writes money and decimals with a decimal comma and no thousands separator, a negative amount as a number', () => {
    expect(rows[1]![1]).toBe('150,00');
    expect(rows[2]![1]).toBe('-25,90');
    expect(formatCsvValue(123456789, 'money', context)).toBe('1234567,89');
    expect(formatCsvValue(12.5, 'decimal', context)).toBe('12,5');
    expect(formatCsvValue(null, 'money', context)).toBe('');
  });

  it('writes dates as dd/mm/yyyy (a calendar date never shifted) and instants in the company time zone', () => {
    expect(rows[1]![3]).toBe('01/05/1990');
    expect(rows[2]![3]).toBe('31/01/2026');
    // 02:30 UTC on the 23rd is still the 22nd in São Paulo (UTC−3)
    expect(rows[2]![4]).toBe('22/11/2026 23:30');
    expect(formatCsvValue('2026-11-23T02:30:00Z', 'dateTime', { ...context, timeZone: 'Europe/Lisbon' })).toBe('23/11/2026 02:30');
    expect(formatCsvValue('2026-11-23T02:30:00Z', 'date', context)).toBe('22/11/2026');
  });

  it('writes yes and no in Portuguese', () => {
    expect([rows[1]![5], rows[2]![5]]).toEqual(['Sim', 'Não']);
  });

  it('quotes cells with the separator, quotes or line breaks (RFC 4180) and leaves commas alone', () => {
    expect(csvCell('Silva, Maria', ';')).toBe('Silva, Maria');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('diz "olá"', ';')).toBe('"diz ""olá"""');
    expect(csvCell('linha\nnova', ';')).toBe('"linha\nnova"');
    expect(csvCell('linha\r\nnova', ';')).toBe('"linha\r\nnova"');
    expect(rows[1]![6]).toBe('Ligar à tarde; após as 14h, "urgente"');
    expect(rows[2]![6]).toBe('');
  });

  it('never lets a spreadsheet run a cell as a formula: a text starting with = + - @ tab or CR is written as text', () => {
    expect(rows[2]![0]).toBe('\'=HYPERLINK("http://evil.example","Clique")');
    expect(neutraliseFormula('+55 11 99999-0000')).toBe("'+55 11 99999-0000");
    expect(neutraliseFormula('-2+3')).toBe("'-2+3");
    expect(neutraliseFormula('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(neutraliseFormula('\t=1+1')).toBe("'\t=1+1");
    expect(neutraliseFormula('\r=1+1')).toBe("'\r=1+1");
    expect(neutraliseFormula('Maria = Silva')).toBe('Maria = Silva');
    expect(formatCsvValue('-2+3', 'text', context)).toBe("'-2+3");
  });
});

describe('csv: English, as a spreadsheet in English splits it', () => {
  const context = csvContext('en');
  const text = buildCsv(SPEC, ROWS, context);
  const rows = parseCsv(text, ',');

  it('starts with a UTF-8 BOM, separates cells with "," and quotes a cell holding a comma', () => {
    expect(csvSeparator('en')).toBe(',');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\r\n')[1]).toBe(
      'Plano Essencial,150.00,33.3%,05/01/1990,11/22/2026 09:00,Yes,"Ligar à tarde; após as 14h, ""urgente"""',
    );
    expect(csvCell('Silva, Maria', ',')).toBe('"Silva, Maria"');
    expect(csvCell('a;b', ',')).toBe('a;b');
    expect(rows.every((row) => row.length === SPEC.columns.length)).toBe(true);
  });

  it('writes the headers the list shows, in English', () => {
    expect(rows[0]).toEqual(['Name', 'Attendance value', 'No-show rate', 'Birth date', 'Requested', 'Active', 'Observation']);
  });

  it('writes money with a decimal point, dates as mm/dd/yyyy in the company time zone, yes and no in English', () => {
    expect(rows[2]!.slice(1, 6)).toEqual(['-25.90', '0%', '01/31/2026', '11/22/2026 23:30', 'No']);
    expect(formatCsvValue(123456789, 'money', context)).toBe('1234567.89');
  });

  it('neutralises formulas in English too', () => {
    expect(rows[2]![0]).toBe('\'=HYPERLINK("http://evil.example","Clique")');
  });
});
