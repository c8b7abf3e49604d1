const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Formats CPF digits as they are typed or pasted, masked or not: 52998224725 → 529.982.247-25. */
export function maskCpf(value: string): string {
  const d = digitsOf(value, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Groups the 15 CNS digits as printed on the card: 898 0010 1234 5678. */
export function maskCns(value: string): string {
  const d = digitsOf(value, 15);
  return [d.slice(0, 3), d.slice(3, 7), d.slice(7, 11), d.slice(11)].filter(Boolean).join(' ');
}
