import { describe, expect, it } from 'vitest';
import { assertKey } from '../adapters/storage/storage.js';
import { newPhotoVersion, photoKey } from './professional-photo.service.js';

describe('photo keys', () => {
  it('every new version makes a valid storage key (a base64url version starting with - or _ once failed 3% of uploads)', () => {
    const company = '5f0c7a52-0000-4000-8000-000000000001';
    const professional = '5f0c7a52-0000-4000-8000-000000000002';
    for (let i = 0; i < 2000; i++) {
      const key = photoKey(company, professional, newPhotoVersion());
      expect(assertKey(key)).toBe(key);
    }
  });

  it('a version starting with a dash is what the store refuses', () => {
    expect(() => assertKey(photoKey('c1', 'p1', '-abc'))).toThrow();
  });
});
