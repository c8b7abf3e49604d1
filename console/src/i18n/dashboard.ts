/** Strings of the console's home (`app.dashboard`) (merged into en.ts and pt-br.ts). */
export const dashboardEn = {
  welcome: 'Welcome, %{name}',
  intro: 'Manage your clinics, their settings and their rules.',
  current_company: 'Current company',
  all_companies: 'As platform administrator you see every company.',
  open_companies: 'All companies',
  today: 'Today, %{date}',
  live: 'Live',
  connecting: 'Connecting…',
  appointments: {
    title: "Today's appointments",
    total: 'appointment today |||| appointments today',
    open: 'See the appointments',
  },
  emergency: {
    title: 'Emergency queues',
    waiting: 'patient waiting |||| patients waiting',
    queue: 'Queue',
    waiting_column: 'Waiting',
    called: 'Called',
    in_attendance: 'In attendance',
    longest_wait: 'Longest wait',
    open: 'Open the board',
  },
  messages: {
    title: 'Messages',
    unread: 'unread message |||| unread messages',
    open: 'Open the inbox',
  },
};

export const dashboardPtBr: typeof dashboardEn = {
  welcome: 'Olá, %{name}',
  intro: 'Gerencie suas clínicas, as configurações e as regras de cada uma.',
  current_company: 'Empresa atual',
  all_companies: 'Como administrador da plataforma, você vê todas as empresas.',
  open_companies: 'Todas as empresas',
  today: 'Hoje, %{date}',
  live: 'Ao vivo',
  connecting: 'Conectando…',
  appointments: {
    title: 'Consultas de hoje',
    total: 'consulta hoje |||| consultas hoje',
    open: 'Ver as consultas',
  },
  emergency: {
    title: 'Filas do pronto atendimento',
    waiting: 'paciente aguardando |||| pacientes aguardando',
    queue: 'Fila',
    waiting_column: 'Aguardando',
    called: 'Chamados',
    in_attendance: 'Em atendimento',
    longest_wait: 'Maior espera',
    open: 'Abrir o painel',
  },
  messages: {
    title: 'Mensagens',
    unread: 'mensagem não lida |||| mensagens não lidas',
    open: 'Abrir a caixa de entrada',
  },
};
