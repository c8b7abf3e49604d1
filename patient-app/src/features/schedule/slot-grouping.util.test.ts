import { describe, expect, it } from 'vitest';
import { groupSlotsByDay, slotKey } from './slot-grouping.util';

const slot = (professionalId: string, professionalName: string, date: string, startsAt: string) => ({
  professionalId,
  professionalName,
  date,
  startsAt,
});

describe('groupSlotsByDay', () => {
  // São Paulo is UTC−3: 23:30 local on the 15th is 02:30 UTC on the 16th, and must stay on the 15th.
  const slots = [
    slot('b', 'Dra. Ana', '2026-06-16', '2026-06-16T12:00:00.000Z'),
    slot('a', 'Dr. House', '2026-06-15', '2026-06-16T02:30:00.000Z'),
    slot('a', 'Dr. House', '2026-06-15', '2026-06-15T12:00:00.000Z'),
    slot('b', 'Dra. Ana', '2026-06-15', '2026-06-15T13:00:00.000Z'),
    slot('a', 'Dr. House', '2026-06-16', '2026-06-16T12:00:00.000Z'),
  ];

  it('groups by the company’s calendar day (the slot’s date), days in order, professionals by name, times in order', () => {
    const days = groupSlotsByDay(slots);
    expect(days.map((d) => d.date)).toEqual(['2026-06-15', '2026-06-16']);
    expect(days[0]!.professionals.map((p) => p.professionalName)).toEqual(['Dr. House', 'Dra. Ana']);
    expect(days[0]!.professionals[0]!.slots.map((s) => s.startsAt)).toEqual(['2026-06-15T12:00:00.000Z', '2026-06-16T02:30:00.000Z']);
    expect(days.map((d) => d.count)).toEqual([3, 2]);
  });

  it('leaves out the excluded times, and a day with none left', () => {
    const excluded = new Set([slotKey(slots[1]!), slotKey(slots[2]!), slotKey(slots[3]!)]);
    const days = groupSlotsByDay(slots, excluded);
    expect(days.map((d) => d.date)).toEqual(['2026-06-16']);
    expect(days[0]!.count).toBe(2);
  });

  it('keeps two professionals’ slots at the same instant apart', () => {
    const same = [
      slot('a', 'Dr. House', '2026-06-16', '2026-06-16T12:00:00.000Z'),
      slot('b', 'Dra. Ana', '2026-06-16', '2026-06-16T12:00:00.000Z'),
    ];
    const days = groupSlotsByDay(same, new Set([slotKey(same[0]!)]));
    expect(days[0]!.professionals.map((p) => p.professionalId)).toEqual(['b']);
  });

  it('answers no day for no slot', () => {
    expect(groupSlotsByDay([])).toEqual([]);
  });
});
