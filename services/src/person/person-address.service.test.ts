import { describe, expect, it } from 'vitest';
import type { CepLookup } from '../adapters/cep/cep-lookup.js';
import { CepUnavailableError } from '../adapters/cep/cep-lookup.js';
import { AppError } from '../kit/errors.js';
import { addressByCep, toCepAddressDto } from './person-address.service.js';

const found = { street: 'Rua X', district: 'Centro', city: 'Campinas', state: 'SP' };

describe('the CEP address as the person record stores it', () => {
  it('finds the IBGE code by the city’s name when the provider gave none (accents and case ignored)', () => {
    expect(toCepAddressDto('13015000', found)).toEqual({
      zipCode: '13015000',
      street: 'Rua X',
      neighborhood: 'Centro',
      city: '3509502',
      cityName: 'Campinas',
      region: 'SP',
    });
    expect(toCepAddressDto('01310100', { ...found, city: 'SAO PAULO' })?.city).toBe('3550308');
  });

  it('leaves the city null when the name or the code is no municipality of the state; empty parts are null', () => {
    expect(toCepAddressDto('01310100', { street: '', district: '', city: 'Atlantis', state: 'SP', ibgeCode: '3304557' })).toEqual({
      zipCode: '01310100',
      street: null,
      neighborhood: null,
      city: null,
      cityName: 'Atlantis',
      region: 'SP',
    });
  });

  it('drops an answer whose state is no UF', () => {
    expect(toCepAddressDto('01310100', { ...found, state: 'XX' })).toBeNull();
  });

  it('turns a failing provider into ADDRESS_LOOKUP_FAILED (SPEC §8), and an unknown CEP into null', async () => {
    const failing: CepLookup = { provider: 'viacep', lookup: () => Promise.reject(new CepUnavailableError('down')) };
    const error = await addressByCep(failing, '01310100').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('ADDRESS_LOOKUP_FAILED');
    expect((error as AppError).status).toBe(500);
    const unknown: CepLookup = { provider: 'viacep', lookup: async () => null };
    expect(await addressByCep(unknown, '01310100')).toBeNull();
  });
});
