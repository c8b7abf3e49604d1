import type { ChosenSlot } from './schedule.reducer';

/** A slot the patient chose, for the schedule flow's tests. */
export const chosenSlot: ChosenSlot = {
  professionalId: 'p1',
  professionalName: 'Dr. House',
  date: '2026-06-15',
  startsAt: '2026-06-15T12:00:00.000Z',
  endsAt: '2026-06-15T12:30:00.000Z',
  timeZone: 'America/Sao_Paulo',
  specialties: [{ code: '225120', name: 'Cardiology' }],
};
