/** The reception kiosk (/kioski, /t): texts merged into i18n/en.ts and i18n/pt-BR.ts. */
export const kioskEn = {
  'kiosk.title': 'Emergency reception',
  'kiosk.identify.title': 'Welcome',
  'kiosk.identify.body': 'Identify yourself with your CPF and birth date to join the virtual emergency queue.',
  'kiosk.ticket.title': 'You are in the queue',
  'kiosk.ticket.protocol': 'Your protocol',
  'kiosk.ticket.follow': 'Take your tag: its QR code shows your place in line on your phone.',
  'kiosk.ticket.finish': 'Finish',
  'kiosk.ticket.autoFinish': 'This screen returns to the start in {seconds} s.',
  'kiosk.signOutPrompt': 'Not you?',
};

export const kioskPtBR: Record<keyof typeof kioskEn, string> = {
  'kiosk.title': 'Recepção do pronto atendimento',
  'kiosk.identify.title': 'Bem-vindo',
  'kiosk.identify.body': 'Identifique-se com seu CPF e sua data de nascimento para entrar na fila virtual do pronto atendimento.',
  'kiosk.ticket.title': 'Você está na fila',
  'kiosk.ticket.protocol': 'Seu protocolo',
  'kiosk.ticket.follow': 'Pegue sua senha: o código QR mostra sua posição na fila no seu celular.',
  'kiosk.ticket.finish': 'Concluir',
  'kiosk.ticket.autoFinish': 'Esta tela volta ao início em {seconds} s.',
  'kiosk.signOutPrompt': 'Não é você?',
};
