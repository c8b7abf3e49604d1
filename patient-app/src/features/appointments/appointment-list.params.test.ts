import { describe, expect, it } from 'vitest';
import { tabOf, tabQuery } from './appointment-list.params';

describe('the patient’s appointment tabs', () => {
  it('reads today’s tab by default and for an unknown value', () => {
    expect(tabOf(null)).toBe('today');
    expect(tabOf('everything')).toBe('today');
    expect(tabOf('past')).toBe('past');
  });

  it('asks for the clinic’s today, the coming year from tomorrow, and the past year until yesterday', () => {
    expect(tabQuery('today', '2026-12-31')).toEqual({ from: '2026-12-31', to: '2026-12-31', sortOrder: 'ASC' });
    expect(tabQuery('upcoming', '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-12-31', sortOrder: 'ASC' });
    expect(tabQuery('past', '2026-03-01')).toEqual({ from: '2025-03-01', to: '2026-02-28', sortOrder: 'DESC' });
  });
});
