import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.util';

describe('returnPath', () => {
  it('keeps a path of this app', () => {
    expect(returnPath('/accessroom/abc123')).toBe('/accessroom/abc123');
    expect(returnPath('/a/abc?x=1')).toBe('/a/abc?x=1');
  });

  it('refuses anything that could leave the app', () => {
    for (const next of [null, '', 'accessroom/abc', '//evil.example', '/\\evil.example', 'https://evil.example/']) {
      expect(returnPath(next), String(next)).toBeNull();
    }
  });
});
