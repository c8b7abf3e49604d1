/** Strings of the emergency resources (board, queues, groups) and of the live board (`app.emergency`) (merged into en.ts and pt-br.ts). */
export const emergencyBoardEn = {
  name: 'Emergency board |||| Emergency board',
};

export const emergencyQueuesEn = {
  name: 'Emergency queue |||| Emergency queues',
  fields: {
    q: 'Search',
    name: 'Name',
    groupId: 'Group',
    groupName: 'Group',
    specialty: 'Specialty',
    specialtyCode: 'Specialty',
    active: 'Active',
    maxWaitMinutes: 'Maximum wait (minutes)',
    attendanceEstimateMinutes: 'Attendance estimate (minutes)',
    professionalIds: 'Professionals allowed to check in',
    counts: 'Waiting',
  },
};

export const emergencyGroupsEn = {
  name: 'Emergency group |||| Emergency groups',
  fields: {
    q: 'Search',
    name: 'Name',
    queueCount: 'Queues',
  },
};

export const emergencyEn = {
  board: {
    position: 'Position',
    number: 'Protocol',
    patient: 'Patient',
    waiting: 'Waiting',
    step: 'Step',
    status: 'Status',
    priority: 'Priority',
    empty: 'Nobody in this queue.',
    no_queues: 'No active queue. Create one in Emergency queues.',
    title: 'Emergency — live board',
    open_count: '%{smart_count} open protocol |||| %{smart_count} open protocols',
    close_action: 'Close protocol',
    close_title: 'Close protocol %{number}',
    close_confirm:
      '%{patient} will leave the queue %{queue} and be told their attendance was closed by the manager. This cannot be undone.',
    reason: 'Reason',
    place: '#%{n}',
    live: 'Live',
    connecting: 'Connecting…',
    closed: 'Protocol %{number} was closed',
    no_professional: 'Emergency is offline for patients: no professional is checked in. Patients already waiting keep their place.',
    red_flag: 'Red flag',
    red_flag_label: 'Red flag: the patient reported a warning sign and was told to call SAMU 192',
    no_complaint: 'No complaint reported yet',
    alert_title: 'Red-flag patient on the board |||| %{smart_count} red-flag patients on the board',
    alert_body: 'The patient reported a warning sign and was told to call SAMU 192.',
    alert_item: '%{patient} — %{queue}: %{complaint}',
    acknowledge: 'Acknowledge',
    notification_title: 'Red flag: %{patient}',
    notification_body: '%{queue} — %{complaint}. Told to call SAMU 192.',
    mute: 'Mute alert sound',
    notifications_enable: 'Turn on desktop notifications',
    notifications_on: 'Desktop notifications on',
    notifications_denied: 'Desktop notifications are blocked in this browser',
  },
  statuses: {
    WAITING: 'Waiting',
    CALLED: 'Called',
    IN_ATTENDANCE: 'In attendance',
    FINISHED: 'Finished',
    CLOSED_BY_MANAGER: 'Closed by the manager',
    LEFT_WITHOUT_BEING_SEEN: 'Left without being seen',
  },
  steps: {
    1: 'Arrival',
    2: 'Check resources',
    3: 'Payment',
    4: 'Report complaint',
    5: 'Pre-assessment',
    6: 'Waiting room',
    7: 'Ready for attendance',
    8: 'Attendance room',
    9: 'Post attendance',
    10: 'Fill NPS',
    11: 'End room',
  },
};

export const emergencyBoardPtBr: typeof emergencyBoardEn = {
  name: 'Painel do PA |||| Painel do PA',
};

export const emergencyQueuesPtBr: typeof emergencyQueuesEn = {
  name: 'Fila do pronto atendimento (PA) |||| Filas do PA',
  fields: {
    q: 'Pesquisar',
    name: 'Nome',
    groupId: 'Grupo',
    groupName: 'Grupo',
    specialty: 'Especialidade',
    specialtyCode: 'Especialidade',
    active: 'Ativa',
    maxWaitMinutes: 'Espera máxima (minutos)',
    attendanceEstimateMinutes: 'Estimativa de atendimento (minutos)',
    professionalIds: 'Profissionais que podem fazer check-in',
    counts: 'Aguardando',
  },
};

export const emergencyGroupsPtBr: typeof emergencyGroupsEn = {
  name: 'Grupo do pronto atendimento (PA) |||| Grupos do PA',
  fields: {
    q: 'Pesquisar',
    name: 'Nome',
    queueCount: 'Filas',
  },
};

export const emergencyPtBr: typeof emergencyEn = {
  board: {
    position: 'Posição',
    number: 'Protocolo',
    patient: 'Paciente',
    waiting: 'Espera',
    step: 'Etapa',
    status: 'Situação',
    priority: 'Prioridade',
    empty: 'Ninguém nesta fila.',
    no_queues: 'Nenhuma fila ativa. Crie uma em Filas do PA.',
    title: 'Pronto atendimento (PA) — painel ao vivo',
    open_count: '%{smart_count} protocolo aberto |||| %{smart_count} protocolos abertos',
    close_action: 'Encerrar protocolo',
    close_title: 'Encerrar o protocolo %{number}',
    close_confirm:
      '%{patient} sairá da fila %{queue} e será avisado(a) de que o atendimento foi encerrado pelo gestor. Não é possível desfazer.',
    reason: 'Motivo',
    place: '%{n}º',
    live: 'Ao vivo',
    connecting: 'Conectando…',
    closed: 'O protocolo %{number} foi encerrado',
    no_professional:
      'O pronto atendimento está offline para os pacientes: nenhum profissional fez check-in. Quem já está aguardando mantém o lugar.',
    red_flag: 'Sinal de alerta',
    red_flag_label: 'Sinal de alerta: o paciente relatou um sinal de alerta e foi orientado a ligar para o SAMU 192',
    no_complaint: 'Nenhuma queixa informada ainda',
    alert_title: 'Paciente com sinal de alerta no painel |||| %{smart_count} pacientes com sinal de alerta no painel',
    alert_body: 'O paciente relatou um sinal de alerta e foi orientado a ligar para o SAMU 192.',
    alert_item: '%{patient} — %{queue}: %{complaint}',
    acknowledge: 'Ciente',
    notification_title: 'Sinal de alerta: %{patient}',
    notification_body: '%{queue} — %{complaint}. Orientado(a) a ligar para o SAMU 192.',
    mute: 'Silenciar o som dos alertas',
    notifications_enable: 'Ativar notificações do navegador',
    notifications_on: 'Notificações do navegador ativadas',
    notifications_denied: 'As notificações estão bloqueadas neste navegador',
  },
  statuses: {
    WAITING: 'Aguardando',
    CALLED: 'Chamado',
    IN_ATTENDANCE: 'Em atendimento',
    FINISHED: 'Finalizado',
    CLOSED_BY_MANAGER: 'Encerrado pelo gestor',
    LEFT_WITHOUT_BEING_SEEN: 'Saiu sem ser atendido',
  },
  steps: {
    1: 'Chegada',
    2: 'Verificação de recursos',
    3: 'Pagamento',
    4: 'Relato da queixa',
    5: 'Pré-avaliação',
    6: 'Sala de espera',
    7: 'Pronto para atendimento',
    8: 'Sala de atendimento',
    9: 'Pós-atendimento',
    10: 'Pesquisa NPS',
    11: 'Sala final',
  },
};
