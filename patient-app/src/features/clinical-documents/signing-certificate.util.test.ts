import { describe, expect, it } from 'vitest';
import { base64OfBytes, certificateFileProblem, maskedCpf, shortFingerprint } from './signing-certificate.util';

describe('maskedCpf', () => {
  it('hides the first and last digits', () => {
    expect(maskedCpf('52998224725')).toBe('***.982.247-**');
    expect(maskedCpf('529.982.247-25')).toBe('***.982.247-**');
    expect(maskedCpf('123')).toBe('***');
  });
});

describe('shortFingerprint', () => {
  it('keeps the first and last 8 hex digits, grouped', () => {
    expect(shortFingerprint('ab12cd34ef567890ab12cd34ef5678909f0e11aa')).toBe('AB12 CD34 … 9F0E 11AA');
    expect(shortFingerprint('AB:12:CD:34')).toBe('AB12 CD34');
  });
});

describe('certificateFileProblem', () => {
  it('takes .pfx and .p12 files up to the limit', () => {
    expect(certificateFileProblem({ name: 'dr-house.PFX', size: 4000 })).toBeNull();
    expect(certificateFileProblem({ name: 'a1.p12', size: 4000 })).toBeNull();
    expect(certificateFileProblem({ name: 'a1.pem', size: 4000 })).toBe('type');
    expect(certificateFileProblem({ name: 'a1.p12', size: 0 })).toBe('size');
    expect(certificateFileProblem({ name: 'a1.p12', size: 150_001 })).toBe('size');
  });
});

describe('base64OfBytes', () => {
  it('is standard padded base64, also for large files', () => {
    expect(base64OfBytes(new Uint8Array([0x30, 0x82, 0xff]))).toBe('MIL/');
    const big = new Uint8Array(100_000).map((_, i) => i % 256);
    expect(base64OfBytes(big)).toBe(Buffer.from(big).toString('base64'));
  });
});
