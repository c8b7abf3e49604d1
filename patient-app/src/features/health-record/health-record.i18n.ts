/** The patient's health record (issue 19, /profile/person/ehr/:id), merged into i18n/en.ts and i18n/pt-BR.ts. */
export const healthRecordEn = {
  'healthRecord.menu': 'My health record',
  'healthRecord.title': 'My health record',
  'healthRecord.titleOf': 'Health record of {name}',
  'healthRecord.intro': 'Appointments, exam requests, files and more, newest first. Open an appointment to see its details.',
  'healthRecord.person': 'Whose record',
  'healthRecord.filters': 'Filters',
  'healthRecord.types': 'Show',
  'healthRecord.from': 'From',
  'healthRecord.to': 'To',
  'healthRecord.professional': 'Professional',
  'healthRecord.anyProfessional': 'Any professional',
  'healthRecord.clear': 'Clear filters',
  'healthRecord.total': 'Items: {count}',
  'healthRecord.empty': 'Nothing in the record matches these filters.',
  'healthRecord.emptyAll': 'There is nothing in this health record yet.',
} as const;

export const healthRecordPtBR: Record<keyof typeof healthRecordEn, string> = {
  'healthRecord.menu': 'Meu prontuário',
  'healthRecord.title': 'Meu prontuário',
  'healthRecord.titleOf': 'Prontuário de {name}',
  'healthRecord.intro':
    'Consultas, solicitações de exame, arquivos e mais, dos mais recentes aos mais antigos. Abra uma consulta para ver os detalhes.',
  'healthRecord.person': 'Prontuário de quem',
  'healthRecord.filters': 'Filtros',
  'healthRecord.types': 'Mostrar',
  'healthRecord.from': 'De',
  'healthRecord.to': 'Até',
  'healthRecord.professional': 'Profissional',
  'healthRecord.anyProfessional': 'Qualquer profissional',
  'healthRecord.clear': 'Limpar filtros',
  'healthRecord.total': 'Itens: {count}',
  'healthRecord.empty': 'Nada no prontuário corresponde a estes filtros.',
  'healthRecord.emptyAll': 'Ainda não há nada neste prontuário.',
};
