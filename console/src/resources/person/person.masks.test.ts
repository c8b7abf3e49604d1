import { describe, expect, it } from 'vitest';
import { maskCns, maskCpf, maskZipCode, parseDigits } from './person.masks';

describe('person input masks', () => {
  it('punctuates as the user types', () => {
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-25');
    expect(maskCns('898000000043208')).toBe('898 0000 0004 3208');
    expect(maskZipCode('01310100')).toBe('01310-100');
    expect(maskCpf(null)).toBe('');
  });
  it('keeps digits only in the record', () => {
    expect(parseDigits('529.982.247-25')).toBe('52998224725');
    expect(parseDigits('')).toBeNull();
  });
});
