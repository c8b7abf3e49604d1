import { describe, expect, it } from 'vitest';
import { CepUnavailableError } from './cep-lookup.js';
import { readViaCep } from './viacep.cep.js';

const PAULISTA = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
  ddd: '11',
};

describe('reading ViaCEP’s answer', () => {
  it('maps a found CEP', () => {
    expect(readViaCep(PAULISTA)).toEqual({
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      ibgeCode: '3550308',
    });
  });

  it('keeps a small town’s CEP without street or district, and drops a malformed IBGE code', () => {
    expect(readViaCep({ cep: '37925-000', logradouro: '', bairro: '', localidade: 'Piumhi', uf: 'MG', ibge: 'x' })).toEqual({
      street: '',
      district: '',
      city: 'Piumhi',
      state: 'MG',
    });
  });

  it('reads {"erro": true} (and the older "true") as an unknown CEP', () => {
    expect(readViaCep({ erro: true })).toBeNull();
    expect(readViaCep({ erro: 'true' })).toBeNull();
  });

  it('refuses anything else as a failure of the provider', () => {
    for (const body of [null, 'texto', [], {}, { localidade: 'São Paulo' }, { ...PAULISTA, uf: 'São Paulo' }])
      expect(() => readViaCep(body)).toThrow(CepUnavailableError);
  });
});
