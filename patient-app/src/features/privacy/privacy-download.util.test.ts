import { describe, expect, it } from 'vitest';
import { exportFile } from './privacy-download.util';

describe('the data export file', () => {
  it('is named by its day and keeps the data without GraphQL bookkeeping', () => {
    const file = exportFile({
      generatedAt: '2026-11-27T23:10:00.000Z',
      __typename: 'PersonalDataExport',
      person: { __typename: 'Person', name: 'Maria Silva', cpf: '52998224725' },
    } as { generatedAt: string });
    expect(file.name).toBe('teleconsulta-meus-dados-2026-11-27.json');
    expect(JSON.parse(file.text)).toEqual({ generatedAt: '2026-11-27T23:10:00.000Z', person: { name: 'Maria Silva', cpf: '52998224725' } });
    expect(file.text).not.toContain('__typename');
  });
});
