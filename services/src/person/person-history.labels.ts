/** Words of our own (no domain list has them), in both languages. */
export const HISTORY_WORDS: Record<string, { en: string; pt: string }> = {
  exam: { en: 'Exam request', pt: 'Solicitação de exame' },
  event: { en: 'Emergency care', pt: 'Pronto atendimento' },
  protocol: { en: 'Protocol', pt: 'Protocolo' },
  // FHIR ServiceRequest status and priority codes
  draft: { en: 'Draft', pt: 'Rascunho' },
  active: { en: 'Active', pt: 'Ativa' },
  'on-hold': { en: 'On hold', pt: 'Suspensa' },
  revoked: { en: 'Revoked', pt: 'Revogada' },
  completed: { en: 'Completed', pt: 'Concluída' },
  routine: { en: 'Routine', pt: 'Rotina' },
  urgent: { en: 'Urgent', pt: 'Urgente' },
  asap: { en: 'As soon as possible', pt: 'O quanto antes' },
  stat: { en: 'Immediately (stat)', pt: 'Imediata' },
  // Emergency protocol statuses
  WAITING: { en: 'Waiting', pt: 'Aguardando' },
  CALLED: { en: 'Called', pt: 'Chamado' },
  IN_ATTENDANCE: { en: 'In attendance', pt: 'Em atendimento' },
  FINISHED: { en: 'Finished', pt: 'Finalizado' },
  CLOSED_BY_MANAGER: { en: 'Closed by the manager', pt: 'Encerrado pelo gestor' },
  LEFT_WITHOUT_BEING_SEEN: { en: 'Left without being seen', pt: 'Saiu sem ser atendido' },
};
