import { randomBytes, X509Certificate } from 'node:crypto';
import { now } from '@teleconsulta/schema';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { readA1Certificate } from './a1-certificate.js';
import type { SigningCredential } from './signing.port.js';
import { createTestChain, issueA1, type TestChain } from './test-chain.js';

const CPF = '52998224725';
const DOCTOR = { name: 'Ana Conceição Souza', cpf: CPF, birthDate: '1980-03-15' };
let chain: TestChain;

beforeAll(() => {
  chain = createTestChain();
});

const a1 = (pkcs12: Buffer, password = 'senha'): SigningCredential => ({ kind: 'a1', pkcs12, password });

function refusal(read: () => unknown): unknown {
  try {
    return { answered: read() };
  } catch (error) {
    return error;
  }
}

describe('readA1Certificate', () => {
  it('reads the key, the certificate, its chain, the holder, the validity and the fingerprint', () => {
    const issued = issueA1(chain, DOCTOR, 'senha');
    const certificate = readA1Certificate(a1(issued.pkcs12), now());

    expect(certificate.holder).toEqual({ cpf: CPF, birthDate: '1980-03-15' });
    expect(certificate.name).toBe('Ana Conceição Souza');
    expect(forge.pki.certificateToPem(certificate.certificate)).toBe(issued.certificatePem);
    expect(certificate.chain.map((c) => c.subject.getField('CN').value)).toEqual([
      'AC Teleconsulta Teste v1',
      'AC Raiz Teleconsulta Teste',
    ]);
    expect(certificate.fingerprint256).toBe(new X509Certificate(issued.certificatePem).fingerprint256);
    expect(certificate.notAfter.getTime() - certificate.notBefore.getTime()).toBe(365 * 86_400_000);
    const publicKey = certificate.certificate.publicKey as forge.pki.rsa.PublicKey;
    expect(publicKey.n.equals(certificate.privateKey.n)).toBe(true);
  });

  it('answers a null birth date when the certificate gives zeros', () => {
    const issued = issueA1(chain, { ...DOCTOR, birthDate: null }, 'senha');
    expect(readA1Certificate(a1(issued.pkcs12), now()).holder).toEqual({ cpf: CPF, birthDate: null });
  });

  it('refuses what is not a PKCS#12 (NOT_PKCS12)', () => {
    const certificateDer = Buffer.from(new X509Certificate(issueA1(chain, DOCTOR, 'senha').certificatePem).raw);
    for (const bytes of [randomBytes(300), Buffer.from('not a certificate'), Buffer.alloc(0), certificateDer]) {
      expect(refusal(() => readA1Certificate(a1(bytes), now()))).toMatchObject({ reason: 'NOT_PKCS12' });
    }
  });

  it('refuses a wrong password (WRONG_PASSWORD)', () => {
    const issued = issueA1(chain, DOCTOR, 'senha');
    for (const password of ['Senha', '', 'senha ']) {
      expect(refusal(() => readA1Certificate(a1(issued.pkcs12, password), now()))).toMatchObject({
        reason: 'WRONG_PASSWORD',
      });
    }
  });

  it('refuses a certificate expired, or not valid yet, at the instant given (EXPIRED)', () => {
    const notBefore = new Date('2025-01-10T12:00:00Z');
    const notAfter = new Date('2026-01-10T12:00:00Z');
    const issued = issueA1(chain, DOCTOR, 'senha', { notBefore, notAfter });
    const at = (iso: string) => refusal(() => readA1Certificate(a1(issued.pkcs12), new Date(iso)));

    expect(at('2026-01-10T12:00:01Z')).toMatchObject({ reason: 'EXPIRED', message: expect.stringContaining('expired') });
    expect(at('2025-01-10T11:59:59Z')).toMatchObject({ reason: 'EXPIRED', message: expect.stringContaining('before') });
    expect(at('2026-01-10T12:00:00Z')).toMatchObject({ answered: { holder: { cpf: CPF } } });
  });

  it('refuses a certificate without a valid CPF in its subject alternative name (NO_CPF)', () => {
    const withoutPersonData = issueA1(chain, { ...DOCTOR, cpf: null }, 'senha');
    const wrongCheckDigits = issueA1(chain, { ...DOCTOR, cpf: '52998224726' }, 'senha');
    for (const issued of [withoutPersonData, wrongCheckDigits]) {
      expect(refusal(() => readA1Certificate(a1(issued.pkcs12), now()))).toMatchObject({ reason: 'NO_CPF' });
    }
  });
});
