import { describe, expect, it } from 'vitest';
import { cancelReasonText, SYSTEM_CANCEL_REASONS } from './cancel-reasons.js';

describe('cancelReasonText', () => {
  it('names a system reason in the language asked for', () => {
    expect(cancelReasonText('EMERGENCY_NO_ANSWER', 'en')).toBe('The patient did not answer the call');
    expect(cancelReasonText('EMERGENCY_NO_ANSWER', 'pt-BR')).toBe('O paciente não atendeu à chamada');
    expect(cancelReasonText('PAYMENT_EXPIRED', 'pt-BR')).toBe('O pagamento não foi feito a tempo');
  });

  it('keeps what a person typed as it was, and no reason as none', () => {
    expect(cancelReasonText('Não poderei comparecer', 'en')).toBe('Não poderei comparecer');
    expect(cancelReasonText('constructor', 'en')).toBe('constructor');
    expect(cancelReasonText(null, 'pt-BR')).toBeNull();
  });

  it('has a text in both languages for every code, and no two codes share one', () => {
    const texts = Object.values(SYSTEM_CANCEL_REASONS);
    for (const t of texts) expect(t.en.length * t.pt.length).toBeGreaterThan(0);
    expect(new Set(texts.map((t) => t.en)).size).toBe(texts.length);
    expect(new Set(texts.map((t) => t.pt)).size).toBe(texts.length);
  });
});
