import { describe, expect, it } from 'vitest';
import { maskCns, maskCpf } from './document-mask.util';

describe('maskCpf', () => {
  it('formats bare digits and keeps an already masked CPF as it is', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('formats partial input while typing', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('5299822472')).toBe('529.982.247-2');
  });

  it('drops letters and digits beyond eleven', () => {
    expect(maskCpf('529a982 247-25 99')).toBe('529.982.247-25');
    expect(maskCpf('')).toBe('');
  });
});

describe('maskCns', () => {
  it('groups the fifteen digits', () => {
    expect(maskCns('898001012345678')).toBe('898 0010 1234 5678');
    expect(maskCns('898 0010 1234 5678')).toBe('898 0010 1234 5678');
  });

  it('formats partial input and caps at fifteen digits', () => {
    expect(maskCns('8980')).toBe('898 0');
    expect(maskCns('8980010123456789')).toBe('898 0010 1234 5678');
  });
});
