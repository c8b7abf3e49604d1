import { describe, expect, it } from 'vitest';
import { personDisplayName } from './display-name.js';

describe('personDisplayName (SPEC §3)', () => {
  it('is the name, " | " and the registration when there is one', () => {
    expect(personDisplayName({ name: 'Maria Silva', registration: 'MAT-0042', cpf: '52998224725' })).toBe('Maria Silva | MAT-0042');
  });
  it('falls back to the CPF formatted as 000.000.000-00', () => {
    expect(personDisplayName({ name: 'Maria Silva', registration: null, cpf: '52998224725' })).toBe('Maria Silva | 529.982.247-25');
    expect(personDisplayName({ name: 'Maria Silva', registration: '  ', cpf: '52998224725' })).toBe('Maria Silva | 529.982.247-25');
  });
  it('is the name alone with neither', () => {
    expect(personDisplayName({ name: 'Pedro Silva', registration: null, cpf: null })).toBe('Pedro Silva');
    expect(personDisplayName({ name: 'Pedro Silva' })).toBe('Pedro Silva');
  });
});
