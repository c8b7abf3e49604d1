/** The public cancel page's texts (/cancel/:id, /cn/:id), merged into i18n/en.ts and i18n/pt-BR.ts. */
export const publicCancelEn = {
  'publicCancel.title': 'Cancel appointment',
  'publicCancel.intro': 'To cancel this appointment, tell us why.',
  'publicCancel.cancelled': 'This appointment is cancelled.',
  'publicCancel.notPossible': 'This appointment can no longer be cancelled.',
  'publicCancel.linkExpiry': 'A cancel link works until the appointment starts. After that, please contact the clinic.',
} as const;

export const publicCancelPtBR: Record<keyof typeof publicCancelEn, string> = {
  'publicCancel.title': 'Cancelar consulta',
  'publicCancel.intro': 'Para cancelar esta consulta, conte o motivo.',
  'publicCancel.cancelled': 'Esta consulta está cancelada.',
  'publicCancel.notPossible': 'Esta consulta não pode mais ser cancelada.',
  'publicCancel.linkExpiry': 'O link de cancelamento vale até o início da consulta. Depois disso, entre em contato com a clínica.',
};
