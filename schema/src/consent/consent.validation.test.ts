import { describe, expect, it } from 'vitest';
import { translateIssues } from '../util/issues.js';
import { ZTermsPublishInput } from './consent.validation.js';

const valid = { version: '2026-12-01', textPt: 'Texto', textEn: 'Text' };

describe('ZTermsPublishInput', () => {
  it('accepts a version name with its text in both languages (trimmed)', () => {
    expect(ZTermsPublishInput.parse({ ...valid, version: ' v2.1_b ' })).toEqual({ ...valid, version: 'v2.1_b' });
  });
  it('refuses an empty text and a version with spaces or symbols, with labelled field errors', () => {
    const result = ZTermsPublishInput.safeParse({ version: 'v 2', textPt: ' ', textEn: 'Text' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(translateIssues(result.error, 'en')).toEqual([
      { field: 'version', message: 'Version is invalid' },
      { field: 'textPt', message: 'Text in Portuguese is required' },
    ]);
  });
  it('refuses a version longer than 40 characters', () => {
    expect(ZTermsPublishInput.safeParse({ ...valid, version: 'v'.repeat(41) }).success).toBe(false);
  });
});
