import { describe, expect, it } from 'vitest';
import {
  anonymisedPersonValues,
  ERASED_PERSON_FIELDS,
  ERASURE_RETENTION_REASON,
  isErasureRequestOpen,
  KEPT_PERSON_FIELDS,
} from './erasure-request.rules.js';
import { ZErasureRequestListQuery, ZErasureRequestRefuse } from './erasure-request.validation.js';

describe('erasure request rules', () => {
  it('erases contact, address and other non-clinical fields, and never the identification the record needs', () => {
    expect(ERASED_PERSON_FIELDS).toEqual(
      expect.arrayContaining(['mail', 'cellPhone', 'telephone', 'socialName', 'profession', 'pushToken']),
    );
    for (const kept of KEPT_PERSON_FIELDS) expect(ERASED_PERSON_FIELDS as readonly string[]).not.toContain(kept);
    expect(Object.values(anonymisedPersonValues()).every((v) => v === null)).toBe(true);
    expect(Object.keys(anonymisedPersonValues()).sort()).toEqual([...ERASED_PERSON_FIELDS].sort());
  });

  it('names the law of the retention', () => {
    expect(ERASURE_RETENTION_REASON).toContain('Lei 13.787/2018');
    expect(ERASURE_RETENTION_REASON).toContain('20 years');
  });

  it('answers only an open request', () => {
    expect(isErasureRequestOpen('REQUESTED')).toBe(true);
    expect(isErasureRequestOpen('DONE')).toBe(false);
    expect(isErasureRequestOpen('REFUSED')).toBe(false);
  });

  it('a refusal needs an answer: blank is required, too long is max', () => {
    expect(ZErasureRequestRefuse.safeParse({ answer: '  ' }).error?.issues[0]).toMatchObject({ path: ['answer'], message: 'required' });
    expect(ZErasureRequestRefuse.safeParse({}).error?.issues[0]).toMatchObject({ path: ['answer'], message: 'required' });
    expect(ZErasureRequestRefuse.safeParse({ answer: 'x'.repeat(2001) }).error?.issues[0]).toMatchObject({ message: 'max' });
    expect(ZErasureRequestRefuse.parse({ answer: ' Não há base legal ' })).toEqual({ answer: 'Não há base legal' });
  });

  it('filters by known statuses only', () => {
    expect(ZErasureRequestListQuery.parse({ status: 'REQUESTED,DONE' }).status).toEqual(['REQUESTED', 'DONE']);
    expect(ZErasureRequestListQuery.safeParse({ status: 'OPEN' }).success).toBe(false);
  });
});
