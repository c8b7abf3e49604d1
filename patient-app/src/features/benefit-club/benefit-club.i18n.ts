/** The benefits club page's texts (/benefitclub), merged into i18n/en.ts and i18n/pt-BR.ts. */
export const benefitClubEn = {
  'benefitClub.title': 'Benefits club',
  'benefitClub.discount': '{percent} % off for members',
  'benefitClub.noDiscount': 'The clinic has no member discount at the moment.',
  'benefitClub.table': 'Club prices',
  'benefitClub.column.type': 'Appointment',
  'benefitClub.column.price': 'Regular price',
  'benefitClub.column.clubPrice': 'Club price',
  'benefitClub.type.FIRST_CONSULTATION': 'Consultation',
  'benefitClub.type.RETURN': 'Return visit',
  'benefitClub.type.FOLLOW_UP': 'Follow-up',
  'benefitClub.type.INTERCONSULTATION': 'Interconsultation',
  'benefitClub.type.EMERGENCY': 'Emergency',
} as const;

export const benefitClubPtBR: Record<keyof typeof benefitClubEn, string> = {
  'benefitClub.title': 'Clube de benefícios',
  'benefitClub.discount': '{percent} % de desconto para associados',
  'benefitClub.noDiscount': 'A clínica não oferece desconto para associados no momento.',
  'benefitClub.table': 'Preços do clube',
  'benefitClub.column.type': 'Atendimento',
  'benefitClub.column.price': 'Preço normal',
  'benefitClub.column.clubPrice': 'Preço do clube',
  'benefitClub.type.FIRST_CONSULTATION': 'Consulta',
  'benefitClub.type.RETURN': 'Retorno',
  'benefitClub.type.FOLLOW_UP': 'Acompanhamento',
  'benefitClub.type.INTERCONSULTATION': 'Interconsulta',
  'benefitClub.type.EMERGENCY': 'Emergência',
};
