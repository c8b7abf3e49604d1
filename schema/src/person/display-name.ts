import { formatCpf } from '../util/cpf.js';

/**
 * SPEC §3: the name in lists is the name, then ' | ' and the registration, or the formatted CPF
 * (000.000.000-00) when there is no registration; the name alone when there is neither.
 */
export function personDisplayName(person: { name: string; registration?: string | null; cpf?: string | null }): string {
  const registration = person.registration?.trim();
  if (registration) return `${person.name} | ${registration}`;
  const cpf = person.cpf?.trim();
  return cpf ? `${person.name} | ${formatCpf(cpf)}` : person.name;
}
