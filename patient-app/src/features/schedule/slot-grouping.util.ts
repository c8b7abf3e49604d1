/** What grouping needs of a free slot (availableSlots): whose it is and when, on the company's calendar. */
export type SlotLike = { professionalId: string; professionalName: string; date: string; startsAt: string };

export type ProfessionalSlots<T extends SlotLike> = { professionalId: string; professionalName: string; slots: T[] };
export type SlotDay<T extends SlotLike> = { date: string; professionals: ProfessionalSlots<T>[]; count: number };

/** One slot's identity: the same professional never has two slots starting at one instant. */
export const slotKey = (slot: Pick<SlotLike, 'professionalId' | 'startsAt'>) => `${slot.professionalId}|${slot.startsAt}`;

/**
 * Free slots grouped by the company's calendar day, and within a day by professional (by name), each in start order;
 * the excluded ones (a time someone else just took) are left out, and a day left with nothing is dropped.
 */
export function groupSlotsByDay<T extends SlotLike>(slots: readonly T[], excluded: ReadonlySet<string> = new Set()): SlotDay<T>[] {
  const days = new Map<string, Map<string, ProfessionalSlots<T>>>();
  for (const slot of slots) {
    if (excluded.has(slotKey(slot))) continue;
    const day = days.get(slot.date) ?? new Map<string, ProfessionalSlots<T>>();
    days.set(slot.date, day);
    const professional = day.get(slot.professionalId) ?? {
      professionalId: slot.professionalId,
      professionalName: slot.professionalName,
      slots: [],
    };
    day.set(slot.professionalId, professional);
    professional.slots.push(slot);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, byProfessional]) => {
      const professionals = [...byProfessional.values()]
        .sort((a, b) => a.professionalName.localeCompare(b.professionalName) || a.professionalId.localeCompare(b.professionalId))
        .map((p) => ({ ...p, slots: [...p.slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt)) }));
      return { date, professionals, count: professionals.reduce((sum, p) => sum + p.slots.length, 0) };
    });
}
