import { describe, expect, it } from 'vitest';
import { daySummary } from './day-summary.util';

const NOW = Date.parse('2026-11-27T14:00:00Z');
const at = (start: string, end: string, status = 'SCHEDULED', patientName = 'Maria Silva') => ({
  status,
  startsAt: `2026-11-27T${start}:00Z`,
  endsAt: `2026-11-27T${end}:00Z`,
  patientName,
});

describe("the professional's day", () => {
  it('counts the open appointments and names the first one not ended as the next patient', () => {
    const items = [
      at('12:00', '12:30', 'FINISHED_BY_PROFESSIONAL'),
      at('13:30', '14:00'),
      at('14:00', '14:30', 'CANCELLED', 'João Souza'),
      at('14:30', '15:00', 'PAID', 'Pedro Silva'),
    ];
    const summary = daySummary(items, NOW);
    expect(summary.open).toBe(2);
    expect(summary.next?.patientName).toBe('Pedro Silva');
  });

  it('has no next patient once the day is over', () => {
    expect(daySummary([at('09:00', '09:30')], NOW)).toEqual({ open: 1, next: null });
  });
});
