import { describe, expect, it } from 'vitest';
import { tabOf, tabQuery } from './appointment-list.params';

describe('the patient’s appointment tabs', () => {
  it('reads today’s tab by default and for an unknown value', () => {
    expect(tabOf(null)).toBe('today');
    expect(tabOf('everything')).toBe('today');
    expect(tabOf('past')).toBe('past');
    expect(tabOf('cancelled')).toBe('cancelled');
  });

  it('asks for the clinic’s today, the coming year from tomorrow, and the past year until yesterday', () => {
    expect(tabQuery('today', '2026-12-31')).toMatchObject({ from: '2026-12-31', to: '2026-12-31', sortOrder: 'ASC' });
    expect(tabQuery('upcoming', '2026-12-31')).toMatchObject({ from: '2027-01-01', to: '2027-12-31', sortOrder: 'ASC' });
    expect(tabQuery('past', '2026-03-01')).toMatchObject({ from: '2025-03-01', to: '2026-02-28', sortOrder: 'DESC' });
  });

  it('lists cancelled appointments only under their own tab, half a year either side, latest first', () => {
    for (const tab of ['today', 'upcoming', 'past'] as const) {
      const { status } = tabQuery(tab, '2026-12-31');
      expect(status).not.toContain('CANCELLED');
      expect(status).toContain('SCHEDULED');
      expect(status).toContain('NO_SHOW');
    }
    expect(tabQuery('cancelled', '2026-12-31')).toEqual({
      from: '2026-07-02',
      to: '2027-07-01',
      status: ['CANCELLED'],
      sortOrder: 'DESC',
    });
  });
});
