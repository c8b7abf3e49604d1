/** The patient home's texts (issue 18 item 7), merged into i18n/en.ts and i18n/pt-BR.ts. */
export const homeEn = {
  'home.next.title': 'Your next appointment',
  'home.next.none': 'You have no appointment scheduled.',
  'home.next.now': 'Happening now',
  'home.next.in': 'Starts {when}',
  'home.next.for': 'For {name}',
  'home.next.roomOpensAt': 'The room opens at {time}.',
  'home.next.details': 'Details',
  'home.actions.title': 'What do you need?',
  'home.actions.schedule': 'Schedule an appointment',
  'home.actions.emergency': 'Attendance now',
  'home.actions.messages': 'Messages',
  'home.messages.unread': '{count} unread',
  'home.messages.none': 'No unread messages',
} as const;

export const homePtBR: Record<keyof typeof homeEn, string> = {
  'home.next.title': 'Sua próxima consulta',
  'home.next.none': 'Você não tem consulta agendada.',
  'home.next.now': 'Acontecendo agora',
  'home.next.in': 'Começa {when}',
  'home.next.for': 'Para {name}',
  'home.next.roomOpensAt': 'A sala abre às {time}.',
  'home.next.details': 'Detalhes',
  'home.actions.title': 'Do que você precisa?',
  'home.actions.schedule': 'Agendar consulta',
  'home.actions.emergency': 'Atendimento agora',
  'home.actions.messages': 'Mensagens',
  'home.messages.unread': '{count} não lidas',
  'home.messages.none': 'Nenhuma mensagem não lida',
};
