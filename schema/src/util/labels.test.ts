import { describe, expect, it } from 'vitest';
import { ZPersonCreate } from '../person/person.validation.js';
import { translateIssues } from './issues.js';
import { fieldLabel } from './labels.js';

describe('field labels', () => {
  it('a company’s socialName is its legal name; a person’s, under the person scope, their social name', () => {
    expect(fieldLabel('socialName', 'en')).toBe('Legal name (razão social)');
    expect(fieldLabel('socialName', 'pt-BR')).toBe('Razão social');
    expect(fieldLabel('socialName', 'en', 'person')).toBe('Social name');
    expect(fieldLabel('socialName', 'pt-BR', 'person')).toBe('Nome social');
  });

  it('a scope without its own label falls back to the shared one, list indexes ignored', () => {
    expect(fieldLabel('cpf', 'en', 'person')).toBe('CPF');
    expect(fieldLabel('customMessages.0.key', 'en', 'company')).toBe('Message key');
    expect(fieldLabel('unknownField', 'en', 'person')).toBe('unknownField');
  });

  it('a person’s too long social name is refused naming their social name', () => {
    const result = ZPersonCreate.safeParse({ name: 'Maria Silva', socialName: 'x'.repeat(200) });
    expect(result.success).toBe(false);
    const issues = translateIssues(result.error!, 'pt-BR', 'person');
    expect(issues.find((i) => i.field === 'socialName')?.message).toMatch(/^Nome social/);
  });
});
