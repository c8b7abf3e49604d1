/**
 * Strings of the scheduling and return requests (merged into en.ts and pt-br.ts under `resources.appointmentRequests`)
 * and of the appointment page's files and NPS (under `resources.appointments.file` and `resources.appointments.nps`).
 */
export const appointmentRequestsEn = {
  name: 'Scheduling request |||| Scheduling requests',
  fields: {
    id: 'ID',
    kind: 'Kind',
    kindName: 'Kind',
    status: 'Status',
    statusName: 'Status',
    personId: 'Patient',
    personName: 'Patient',
    appointmentProtocol: 'Appointment',
    specialty: 'Specialty',
    specialtyName: 'Specialty',
    contactNumber: 'Contact number',
    countryCode: 'Country code',
    observation: 'Observation',
    preferredPeriod: 'Preferred period',
    requestedByName: 'Requested by',
    note: 'Last note',
    changeNote: 'Note',
    handledByName: 'Handled by',
    contactedAt: 'Contacted',
    closedAt: 'Finished',
    createdAt: 'Requested',
    updatedAt: 'Updated',
  },
  kinds: { SCHEDULING: 'Scheduling', RETURN: 'Return' },
  statuses: { OPEN: 'Open', CONTACTED: 'Contacted', SCHEDULED: 'Scheduled', CLOSED: 'Closed' },
  period: 'Within %{days} days',
  edit_title: 'Update the request',
  helpers: {
    status: 'Open → contacted → scheduled or closed. Scheduled and closed requests are finished.',
    changeNote: 'What was done or agreed with the patient (kept with this change).',
  },
  finished: 'This request is finished: its status no longer changes.',
};

export const appointmentRequestsPtBr: typeof appointmentRequestsEn = {
  name: 'Solicitação de agendamento |||| Solicitações de agendamento',
  fields: {
    id: 'ID',
    kind: 'Tipo',
    kindName: 'Tipo',
    status: 'Situação',
    statusName: 'Situação',
    personId: 'Paciente',
    personName: 'Paciente',
    appointmentProtocol: 'Agendamento',
    specialty: 'Especialidade',
    specialtyName: 'Especialidade',
    contactNumber: 'Telefone de contato',
    countryCode: 'Código do país',
    observation: 'Observação',
    preferredPeriod: 'Período preferido',
    requestedByName: 'Solicitado por',
    note: 'Última anotação',
    changeNote: 'Anotação',
    handledByName: 'Atendido por',
    contactedAt: 'Contatado em',
    closedAt: 'Finalizado em',
    createdAt: 'Solicitado em',
    updatedAt: 'Atualizado em',
  },
  kinds: { SCHEDULING: 'Agendamento', RETURN: 'Retorno' },
  statuses: { OPEN: 'Aberta', CONTACTED: 'Contatada', SCHEDULED: 'Agendada', CLOSED: 'Encerrada' },
  period: 'Em até %{days} dias',
  edit_title: 'Atualizar a solicitação',
  helpers: {
    status: 'Aberta → contatada → agendada ou encerrada. Solicitações agendadas ou encerradas estão finalizadas.',
    changeNote: 'O que foi feito ou combinado com o paciente (fica registrado com esta mudança).',
  },
  finished: 'Esta solicitação está finalizada: a situação não muda mais.',
};

/** The appointment page's files: download links, sending and removing (staff). */
export const appointmentFileEn = {
  download: 'Download %{name}',
  attach: 'Attach a file',
  uploading: 'Sending the file…',
  uploaded: 'File attached',
  remove: 'Remove',
  remove_title: 'Remove the file?',
  remove_confirm: '%{name} will be removed from this appointment.',
  removed: 'File removed',
  hint: 'PDF, JPEG or PNG, up to %{max} MB. The download links work for a few minutes: reload the page for new ones.',
};

export const appointmentFilePtBr: typeof appointmentFileEn = {
  download: 'Baixar %{name}',
  attach: 'Anexar um arquivo',
  uploading: 'Enviando o arquivo…',
  uploaded: 'Arquivo anexado',
  remove: 'Remover',
  remove_title: 'Remover o arquivo?',
  remove_confirm: '%{name} será removido deste agendamento.',
  removed: 'Arquivo removido',
  hint: 'PDF, JPEG ou PNG, até %{max} MB. Os links de download valem por alguns minutos: recarregue a página para obter novos.',
};

/** The appointment page's NPS answer. */
export const appointmentNpsEn = {
  label: 'Satisfaction (NPS)',
  none: 'Not rated yet',
  score: '%{score} of 10',
  categories: { PROMOTER: 'Promoter', PASSIVE: 'Passive', DETRACTOR: 'Detractor' },
};

export const appointmentNpsPtBr: typeof appointmentNpsEn = {
  label: 'Satisfação (NPS)',
  none: 'Ainda não avaliado',
  score: '%{score} de 10',
  categories: { PROMOTER: 'Promotor', PASSIVE: 'Neutro', DETRACTOR: 'Detrator' },
};
