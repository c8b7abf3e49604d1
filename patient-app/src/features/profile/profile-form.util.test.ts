import { describe, expect, it } from 'vitest';
import {
  checkProfile,
  isCompleteCep,
  maskCep,
  maskPhone,
  type ProfileValues,
  toProfileValues,
  withFoundAddress,
} from './profile-form.util';

const EMPTY = toProfileValues({ name: 'Maria Silva' });

describe('profile masks', () => {
  it('masks the CEP as it is typed or pasted', () => {
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01.310-1009')).toBe('01310-100');
  });

  it('masks landlines and cell phones with the area code', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('1133')).toBe('(11) 33');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 98765-43210')).toBe('(11) 98765-4321');
    expect(maskPhone('+351 912 345 678')).toBe('+351 912 345 678');
  });

  it('looks a CEP up only when all 8 digits are there', () => {
    expect(isCompleteCep('01310-100')).toBe(true);
    expect(isCompleteCep('01310100')).toBe(true);
    expect(isCompleteCep('01310-10')).toBe(false);
  });
});

describe('profile values', () => {
  it('shows the stored record with masks and empty text for nulls', () => {
    expect(toProfileValues({ name: 'Maria', cellPhone: '11987654321', zipCode: '01310100', street: null })).toMatchObject({
      name: 'Maria',
      cellPhone: '(11) 98765-4321',
      telephone: '',
      zipCode: '01310-100',
      street: '',
    });
  });

  it('fills street, district, city and state from a lookup and keeps number and complement', () => {
    const typed: ProfileValues = { ...EMPTY, number: '1000', complement: 'ap. 12', street: 'Old', city: '3304557', region: 'RJ' };
    expect(withFoundAddress(typed, { street: null, neighborhood: null, city: '3550308', region: 'SP' })).toMatchObject({
      street: '',
      neighborhood: '',
      city: '3550308',
      region: 'SP',
      number: '1000',
      complement: 'ap. 12',
    });
  });

  it('checks with the services’ rules and messages', () => {
    const ok = checkProfile({ ...EMPTY, cellPhone: '(11) 98765-4321', zipCode: '01310-100', city: '3550308', region: 'SP' }, 'en');
    expect(ok).toMatchObject({ ok: true, input: { cellPhone: '11987654321', zipCode: '01310100', telephone: null } });
    const bad = checkProfile({ ...EMPTY, name: '', zipCode: '0131' }, 'pt-BR');
    expect(bad).toEqual({ ok: false, fieldErrors: { name: expect.stringContaining('Nome'), zipCode: 'O campo CEP é inválido' } });
  });
});
