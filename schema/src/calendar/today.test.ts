import { describe, expect, it } from 'vitest';
import { dateInZone } from './today.js';

describe('dateInZone', () => {
  it('is the local date of the zone, not the UTC one', () => {
    // 02:30 UTC on 24 November is still the evening of 23 November in São Paulo (UTC−3) …
    const instant = new Date('2026-11-24T02:30:00Z');
    expect(dateInZone('America/Sao_Paulo', instant)).toBe('2026-11-23');
    // … and already 24 November in UTC and in Fernando de Noronha (UTC−2) after 02:00.
    expect(dateInZone('UTC', instant)).toBe('2026-11-24');
    expect(dateInZone('America/Noronha', instant)).toBe('2026-11-24');
  });

  it('pads months and days', () => {
    expect(dateInZone('America/Manaus', new Date('2027-03-05T12:00:00Z'))).toBe('2027-03-05');
  });
});
