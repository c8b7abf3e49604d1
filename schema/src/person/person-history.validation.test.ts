import { describe, expect, it } from 'vitest';
import { nowMs } from '../calendar/clock.js';
import { translateIssues } from '../util/issues.js';
import {
  isValidCid10,
  normalizeCid10,
  ZDiagnosticCreate,
  ZPersonHistoryItemQuery,
  ZPersonHistoryQuery,
  ZRecordLinkCreate,
} from './person-history.validation.js';

const errorsOf = (result: { success: boolean; error?: unknown }, locale: 'en' | 'pt-BR' = 'en') =>
  result.success ? [] : translateIssues(result.error as never, locale);

describe('CID-10 codes', () => {
  it.each(['A00', 'I10', 'J06.9', 'Z99', 'U07.1', ' i20.9 ', 'J069', 'a000'])('accepts %s', (code) => {
    expect(isValidCid10(code)).toBe(true);
  });
  it('stores a code typed without its dot as the same code with it', () => {
    expect(normalizeCid10('J069')).toBe('J06.9');
    expect(normalizeCid10(' j06.9 ')).toBe('J06.9');
    expect(normalizeCid10('I10')).toBe('I10');
    expect(ZDiagnosticCreate.parse({ cid10: 'j069', description: 'IVAS' }).cid10).toBe('J06.9');
  });
  it.each(['', 'A0', 'A0000', 'A00.', 'A00.12', '100', 'AA0', 'I10-9', 'I 10'])('refuses %j', (code) => {
    expect(isValidCid10(code)).toBe(false);
  });
});

describe('a diagnostic to record', () => {
  it('normalizes the code to upper case and leaves the date to the service when not given', () => {
    const parsed = ZDiagnosticCreate.parse({ cid10: ' j06.9 ', description: '  Resfriado comum  ' });
    expect(parsed).toEqual({ cid10: 'J06.9', description: 'Resfriado comum', date: undefined, appointmentId: undefined });
  });

  it('says which fields are wrong, in the caller’s language', () => {
    const bad = ZDiagnosticCreate.safeParse({ cid10: 'J6', description: ' ', appointmentId: 'x' });
    expect(errorsOf(bad)).toEqual([
      { field: 'cid10', message: 'CID-10 code is invalid' },
      { field: 'description', message: 'Description is required' },
      { field: 'appointmentId', message: 'Appointment is invalid' },
    ]);
    expect(errorsOf(ZDiagnosticCreate.safeParse({}), 'pt-BR')).toEqual([
      { field: 'cid10', message: 'O campo Código CID-10 é obrigatório' },
      { field: 'description', message: 'O campo Descrição é obrigatório' },
    ]);
  });

  it('refuses a date in the future or that is not an instant, and a description over 2000 characters', () => {
    const tomorrow = new Date(nowMs() + 86_400_000).toISOString();
    expect(errorsOf(ZDiagnosticCreate.safeParse({ cid10: 'I10', description: 'x', date: tomorrow }))).toEqual([
      { field: 'date', message: 'Date cannot be in the future' },
    ]);
    expect(errorsOf(ZDiagnosticCreate.safeParse({ cid10: 'I10', description: 'x', date: '2024-13-01' }))).toEqual([
      { field: 'date', message: 'Invalid date or time' },
    ]);
    expect(errorsOf(ZDiagnosticCreate.safeParse({ cid10: 'I10', description: 'x'.repeat(2001) }))).toEqual([
      { field: 'description', message: 'Description must be at most 2000 characters' },
    ]);
    expect(ZDiagnosticCreate.safeParse({ cid10: 'I10', description: 'x', date: '2024-03-01T10:00:00-03:00' }).success).toBe(true);
  });
});

describe('the history query', () => {
  it('reads the comma-separated filter, in any case, without repeats; paging defaults to 1 and 10', () => {
    expect(ZPersonHistoryQuery.parse({ fromPEP: 'true', filter: 'exam,DIAGNOSTIC,exam' })).toEqual({
      fromPEP: 'true',
      filter: ['EXAM', 'DIAGNOSTIC'],
      page: 1,
      perPage: 10,
    });
    expect(ZPersonHistoryQuery.parse({ filter: '' }).filter).toEqual([]);
  });

  it('refuses an unknown type with one error on the filter, and a page size over 100', () => {
    expect(errorsOf(ZPersonHistoryQuery.safeParse({ filter: 'EXAM,XRAY' }))).toEqual([
      { field: 'filter', message: 'Item types is invalid' },
    ]);
    expect(errorsOf(ZPersonHistoryQuery.safeParse({ perPage: '101' }))).toEqual([{ field: 'perPage', message: 'Page size is invalid' }]);
  });

  it('takes a period of days (both included) and a professional; blanks are no filter', () => {
    const professionalId = '0b6c3f2e-8a7d-4a51-9d3e-3f0a8c1b2d4e';
    expect(ZPersonHistoryQuery.parse({ from: '2024-03-01', to: '2024-03-01', professionalId })).toMatchObject({
      from: '2024-03-01',
      to: '2024-03-01',
      professionalId,
    });
    expect(ZPersonHistoryQuery.parse({ from: '', to: ' ', professionalId: '' })).toEqual({ page: 1, perPage: 10 });
  });

  it('refuses a period that ends before it starts with one error on `to`, in the caller’s language', () => {
    const bad = ZPersonHistoryQuery.safeParse({ from: '2024-03-02', to: '2024-03-01' });
    expect(errorsOf(bad)).toEqual([{ field: 'to', message: 'The end time must be later than the start time' }]);
    expect(errorsOf(bad, 'pt-BR')).toEqual([{ field: 'to', message: 'O horário final deve ser posterior ao inicial' }]);
  });

  it('refuses days that do not exist and a professional that is not an id', () => {
    expect(errorsOf(ZPersonHistoryQuery.safeParse({ from: '2024-02-30', to: '03/01/2024', professionalId: 'x' }))).toEqual([
      { field: 'from', message: 'From is invalid' },
      { field: 'to', message: 'To is invalid' },
      { field: 'professionalId', message: 'Professional is invalid' },
    ]);
  });

  it('an item is named by a known type and a uuid', () => {
    const id = '0b6c3f2e-8a7d-4a51-9d3e-3f0a8c1b2d4e';
    expect(ZPersonHistoryItemQuery.parse({ item_type: 'notes', item_id: id })).toEqual({ item_type: 'NOTES', item_id: id });
    expect(errorsOf(ZPersonHistoryItemQuery.safeParse({ item_type: 'X', item_id: '1' }), 'pt-BR')).toEqual([
      { field: 'item_type', message: 'O campo Tipo do item é inválido' },
      { field: 'item_id', message: 'O campo Item é inválido' },
    ]);
    expect(errorsOf(ZPersonHistoryItemQuery.safeParse({}))).toEqual([
      { field: 'item_type', message: 'Item type is required' },
      { field: 'item_id', message: 'Item is required' },
    ]);
  });
});

describe('a link shared in the record', () => {
  const fields = (input: unknown) => {
    const r = ZRecordLinkCreate.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };
  it('takes http and https addresses with a host, nothing else', () => {
    expect(fields({ title: 'Laudo', url: 'https://laudos.example.com/r/1' })).toEqual([]);
    expect(fields({ title: 'Laudo', url: 'http://192.0.2.10:8080/pacs?id=3' })).toEqual([]);
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      'ftp://example.com/a',
      'https://user:pw@example.com/',
      'example.com',
      '//example.com',
    ]) {
      expect(fields({ title: 'Laudo', url }), url).toEqual(['url:invalid']);
    }
  });
  it('names each missing or too long field', () => {
    expect(fields({})).toEqual(['title:required', 'url:required']);
    expect(fields({ title: 'x'.repeat(121), url: `https://example.com/${'a'.repeat(2000)}`, note: 'n'.repeat(501) })).toEqual([
      'title:max',
      'url:max',
      'note:max',
    ]);
    expect(ZRecordLinkCreate.parse({ title: ' Laudo ', url: ' https://example.com/a ', note: '  ', appointmentId: '' })).toEqual({
      title: 'Laudo',
      url: 'https://example.com/a',
    });
  });
});
