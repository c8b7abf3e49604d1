/** CNPJ, numeric and alphanumeric (IN RFB 2.229/2024): 12 chars [0-9A-Z] + 2 numeric check digits (BRAZIL.md §3.2). */
export function normalizeCnpj(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}

function checkDigit(values: number[]): number {
  let weight = 2;
  let sum = 0;
  for (let i = values.length - 1; i >= 0; i--) {
    sum += (values[i] ?? 0) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  const values = [...cnpj.slice(0, 12)].map((c) => c.charCodeAt(0) - 48);
  const d1 = checkDigit(values);
  const d2 = checkDigit([...values, d1]);
  return cnpj.slice(12) === `${d1}${d2}`;
}

/** 11222333000181 → 11.222.333/0001-81 */
export function formatCnpj(value: string): string {
  const c = normalizeCnpj(value);
  return c.length === 14 ? `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}` : value;
}
