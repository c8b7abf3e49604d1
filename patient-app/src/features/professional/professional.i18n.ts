/** The professional screens' texts (merged into i18n/en.ts and i18n/pt-BR.ts). */
export const professionalEn = {
  'professional.todayList': "Today's list",
  'professional.emptyToday': 'There are no appointments for today.',
} as const;

export const professionalPtBR: Record<keyof typeof professionalEn, string> = {
  'professional.todayList': 'Lista de hoje',
  'professional.emptyToday': 'Não há atendimentos para hoje.',
};
