/** CNS (Cartão Nacional de Saúde): definitive numbers start 1 or 2, provisional 7, 8 or 9 (BRAZIL.md §2). */
export function normalizeCns(value: string): string {
  return value.replace(/\s/g, '');
}

export function isValidCns(value: string): boolean {
  const cns = normalizeCns(value);
  if (!/^\d{15}$/.test(cns)) return false;
  const d = [...cns].map(Number);
  const first = d[0];
  if (first === 1 || first === 2) {
    const pis = d.slice(0, 11);
    let sum = pis.reduce((s, x, i) => s + x * (15 - i), 0);
    let dv = 11 - (sum % 11);
    if (dv === 11) dv = 0;
    if (dv === 10) {
      sum += 2;
      dv = 11 - (sum % 11);
      return cns === `${pis.join('')}001${dv}`;
    }
    return cns === `${pis.join('')}000${dv}`;
  }
  if (first === 7 || first === 8 || first === 9) return d.reduce((s, x, i) => s + x * (15 - i), 0) % 11 === 0;
  return false;
}
