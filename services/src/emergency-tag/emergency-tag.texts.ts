import type { Locale } from '@teleconsulta/schema';

export type TagTexts = Record<'protocol' | 'queue' | 'arrival' | 'patient' | 'scan' | 'title', string>;

/** The tag's labels in the request's language. */
const TEXTS: { en: TagTexts; pt: TagTexts } = {
  en: {
    protocol: 'Protocol',
    queue: 'Queue',
    arrival: 'Arrival',
    patient: 'Patient',
    scan: 'Scan to follow your place in the queue',
    title: 'Emergency tag',
  },
  pt: {
    protocol: 'Protocolo',
    queue: 'Fila',
    arrival: 'Chegada',
    patient: 'Paciente',
    scan: 'Leia o código para acompanhar sua posição na fila',
    title: 'Senha do pronto atendimento',
  },
};
export const tagTexts = (locale: Locale): TagTexts => (locale === 'en' ? TEXTS.en : TEXTS.pt);
