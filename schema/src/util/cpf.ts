/** CPF: 11 digits, two mod-11 check digits, repeated-digit numbers rejected (BRAZIL.md §3.1). */
export function normalizeCpf(value: string): string {
  return value.replace(/[.\-\s]/g, '');
}

export function isValidCpf(value: string): boolean {
  const cpf = normalizeCpf(value);
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (digits[i] ?? 0) * (length + 1 - i);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return checkDigit(9) === digits[9] && checkDigit(10) === digits[10];
}

/** 52998224725 → 529.982.247-25 */
export function formatCpf(value: string): string {
  const cpf = normalizeCpf(value);
  return /^\d{11}$/.test(cpf) ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` : value;
}
