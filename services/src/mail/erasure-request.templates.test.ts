import { describe, expect, it } from 'vitest';
import { erasureAnswerMail } from './erasure-request.templates.js';

const base = { to: 'maria@example.com', name: 'Maria <b>', clinic: 'Clínica Saúde Total', companyId: 'c1', answer: null } as const;

describe('the erasure answer mail', () => {
  it('says what was erased and what the law keeps, in Portuguese by default', () => {
    const mail = erasureAnswerMail({ ...base, locale: 'pt-BR', status: 'DONE' });
    expect(mail.subject).toBe('Clínica Saúde Total: a resposta ao seu pedido de eliminação de dados');
    expect(mail.text).toContain('Lei 13.787/2018');
    expect(mail.text).toContain('prontuário');
    expect(mail.template).toBe('erasure_request_done');
    expect(mail.companyId).toBe('c1');
    expect(mail.html).toContain('Maria &lt;b&gt;');
  });

  it('gives the clinic’s reason for a refusal, in English', () => {
    const mail = erasureAnswerMail({ ...base, locale: 'en', status: 'REFUSED', answer: 'There is an open lawsuit <x>' });
    expect(mail.subject).toBe('Clínica Saúde Total: the answer to your data erasure request');
    expect(mail.text).toContain('did not carry out your request');
    expect(mail.text).toContain('There is an open lawsuit <x>');
    expect(mail.html).toContain('There is an open lawsuit &lt;x&gt;');
    expect(mail.template).toBe('erasure_request_refused');
  });
});
