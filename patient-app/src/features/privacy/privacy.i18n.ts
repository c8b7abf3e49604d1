/** "My data" (LGPD rights, issue 18 item 6), merged into i18n/en.ts and i18n/pt-BR.ts. */
export const privacyEn = {
  'privacy.title': 'My data',
  'privacy.intro':
    'Under Brazil’s data protection law (LGPD, Lei 13.709/2018, art. 18) you may have a copy of your data and your dependents’, and ask for the data that is not part of your health record to be erased.',
  'privacy.export.title': 'A copy of your data',
  'privacy.export.body': 'Your account, your and your dependents’ records, every appointment and every conversation with the clinic.',
  'privacy.export.json': 'Download (JSON)',
  'privacy.export.document': 'Readable document',
  'privacy.export.ready': 'Your data was downloaded.',
  'privacy.document.title': 'Your data at {clinic}',
  'privacy.document.generatedAt': 'Made on {date}',
  'privacy.document.print': 'Print or save as PDF',
  'privacy.document.back': 'Back',
  'privacy.document.account': 'Account',
  'privacy.document.persons': 'Records',
  'privacy.document.appointments': 'Appointments ({count})',
  'privacy.document.messages': 'Conversations ({count})',
  'privacy.document.consents': 'Terms of use',
  'privacy.document.accepted': 'Version {version} accepted on {date}',
  'privacy.document.notAccepted': 'Version {version} not accepted',
  'privacy.document.none': 'None.',
  'privacy.erasure.title': 'Erasure',
  'privacy.erasure.body':
    'The clinic anonymises the data that may go. Your health record (appointments, notes, diagnoses, prescriptions) is kept for at least 20 years after the last entry, as the law requires (Lei 13.787/2018), and is not erased.',
  'privacy.erasure.ask': 'Ask for erasure',
  'privacy.erasure.confirm':
    'Send the request to the clinic? If it is carried out, your contact details and address are erased and your account is closed: you will no longer sign in. Its answer will come by e-mail.',
  'privacy.erasure.cancel': 'Cancel',
  'privacy.erasure.send': 'Send the request',
  'privacy.erasure.requested': 'You asked for erasure on {date}. The clinic has not answered yet.',
  'privacy.erasure.done':
    'The clinic carried out your request on {date}: the data that may go was erased; the health record is kept for the legal period.',
  'privacy.erasure.refused': 'The clinic refused your request on {date}. Its answer: {answer}',
  'privacy.account.menu': 'My data',
} as const;

export const privacyPtBR: Record<keyof typeof privacyEn, string> = {
  'privacy.title': 'Meus dados',
  'privacy.intro':
    'Pela Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018, art. 18) você pode ter uma cópia dos seus dados e dos seus dependentes e pedir a eliminação dos dados que não fazem parte do seu prontuário.',
  'privacy.export.title': 'Uma cópia dos seus dados',
  'privacy.export.body': 'Sua conta, o seu cadastro e o dos seus dependentes, todas as consultas e todas as conversas com a clínica.',
  'privacy.export.json': 'Baixar (JSON)',
  'privacy.export.document': 'Documento para leitura',
  'privacy.export.ready': 'Seus dados foram baixados.',
  'privacy.document.title': 'Seus dados na {clinic}',
  'privacy.document.generatedAt': 'Gerado em {date}',
  'privacy.document.print': 'Imprimir ou salvar em PDF',
  'privacy.document.back': 'Voltar',
  'privacy.document.account': 'Conta',
  'privacy.document.persons': 'Cadastros',
  'privacy.document.appointments': 'Consultas ({count})',
  'privacy.document.messages': 'Conversas ({count})',
  'privacy.document.consents': 'Termos de uso',
  'privacy.document.accepted': 'Versão {version} aceita em {date}',
  'privacy.document.notAccepted': 'Versão {version} não aceita',
  'privacy.document.none': 'Nenhum.',
  'privacy.erasure.title': 'Eliminação',
  'privacy.erasure.body':
    'A clínica anonimiza os dados que podem ser eliminados. Seu prontuário (consultas, anotações, diagnósticos, receitas) é guardado por no mínimo 20 anos após o último registro, como a lei exige (Lei 13.787/2018), e não é eliminado.',
  'privacy.erasure.ask': 'Pedir a eliminação',
  'privacy.erasure.confirm':
    'Enviar o pedido à clínica? Se for atendido, seus contatos e endereço são eliminados e sua conta é encerrada: você não poderá mais entrar. A resposta chegará por e-mail.',
  'privacy.erasure.cancel': 'Cancelar',
  'privacy.erasure.send': 'Enviar o pedido',
  'privacy.erasure.requested': 'Você pediu a eliminação em {date}. A clínica ainda não respondeu.',
  'privacy.erasure.done':
    'A clínica atendeu ao seu pedido em {date}: os dados que podem ser eliminados foram eliminados; o prontuário é guardado pelo prazo legal.',
  'privacy.erasure.refused': 'A clínica recusou seu pedido em {date}. A resposta: {answer}',
  'privacy.account.menu': 'Meus dados',
};
