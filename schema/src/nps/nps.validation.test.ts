import { describe, expect, it } from 'vitest';
import { translateIssues } from '../util/issues.js';
import { npsCategory, npsFromCounts, npsSummary, ZNpsAnswer, ZNpsSummaryQuery } from './nps.validation.js';

describe('NPS math', () => {
  it('9–10 promoters, 7–8 passives, 0–6 detractors', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsCategory)).toEqual(['DETRACTOR', 'DETRACTOR', 'PASSIVE', 'PASSIVE', 'PROMOTER', 'PROMOTER']);
  });

  it('NPS = % promoters − % detractors, one decimal; the average, two', () => {
    // 3 promoters, 1 passive, 2 detractors of 6: 50 % − 33.3 % = 16.7
    expect(npsSummary([10, 9, 9, 8, 3, 0])).toEqual({
      answers: 6,
      promoters: 3,
      passives: 1,
      detractors: 2,
      nps: 16.7,
      average: 6.5,
    });
    expect(npsSummary([10, 10]).nps).toBe(100);
    expect(npsSummary([0, 6, 5]).nps).toBe(-100);
    expect(npsSummary([7, 8]).nps).toBe(0);
    expect(Object.is(npsSummary([10, 0]).nps, 0)).toBe(true);
  });

  it('no answers: no score, not zero', () => {
    expect(npsSummary([])).toEqual({ answers: 0, promoters: 0, passives: 0, detractors: 0, nps: null, average: null });
    expect(npsFromCounts({ promoters: 1, passives: 0, detractors: 2, scoreSum: 19 })).toMatchObject({ nps: -33.3, average: 6.33 });
  });
});

describe('NPS inputs', () => {
  it('a whole score from 0 to 10 and an optional comment (blank is none)', () => {
    expect(ZNpsAnswer.parse({ score: 0 })).toEqual({ score: 0 });
    expect(ZNpsAnswer.parse({ score: 10, comment: '  Ótimo atendimento ' })).toEqual({ score: 10, comment: 'Ótimo atendimento' });
    expect(ZNpsAnswer.parse({ score: 7, comment: ' ' })).toEqual({ score: 7 });
  });

  it('refuses 11, −1, 7.5, a text and a missing score, in both languages', () => {
    for (const score of [11, -1, 7.5, '9', undefined]) {
      const r = ZNpsAnswer.safeParse({ score });
      expect(translateIssues(r.error!, 'en')).toEqual([{ field: 'score', message: 'Score must be a whole number from 0 to 10' }]);
    }
    const pt = ZNpsAnswer.safeParse({ score: 11, comment: 'x'.repeat(1001) });
    expect(translateIssues(pt.error!, 'pt-BR')).toEqual([
      { field: 'score', message: 'Nota deve ser um número inteiro de 0 a 10' },
      { field: 'comment', message: 'Comentário deve ter no máximo 1000 caracteres' },
    ]);
  });

  it('the summary’s period: days, "to" not before "from"', () => {
    expect(ZNpsSummaryQuery.parse({ from: '2025-01-01', to: '2025-01-31' })).toEqual({ from: '2025-01-01', to: '2025-01-31' });
    expect(ZNpsSummaryQuery.safeParse({ from: '2025-02-01', to: '2025-01-31' }).error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'endBeforeStart',
    });
    expect(ZNpsSummaryQuery.safeParse({ from: '2025-02-30' }).success).toBe(false);
  });
});
