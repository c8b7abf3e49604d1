import type { Locale } from '../constants.js';

/**
 * The terms a person accepts (SPEC §5 "The terms of use must be accepted to access the system"; CFM 2.314/2022 art. 15:
 * the patient or their legal representative authorises the telemedicine care and the transmission of their images and
 * data by free and informed consent). Each text has a version: a new version must be accepted again; an acceptance
 * is stored with its version, who accepted, for whom, when and through which channel (SECURITY.md T23).
 * The texts are a starting point for the clinics' lawyers (BRAZIL.md §7: get legal review).
 */
export const CONSENT_KINDS = ['TERMS_OF_USE', 'TELEMEDICINE'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENT_CHANNELS = ['WEB', 'APP', 'KIOSK'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

type Term = { version: string; title: { en: string; pt: string }; text: { en: string; pt: string } };

/**
 * The texts in code. TERMS_OF_USE here is only the first published version (migration 0031_terms_versions.sql seeds it):
 * the version in force is the newest row of terms_version, which the platform administrator publishes (issue 18).
 */
export const CURRENT_TERMS: Readonly<Record<ConsentKind, Term>> = {
  TERMS_OF_USE: {
    version: '2026-11-01',
    title: { en: 'Terms of use', pt: 'Termos de uso' },
    text: {
      pt: [
        'Ao usar o Teleconsulta você concorda em fornecer dados verdadeiros, manter sua senha em sigilo e usar o serviço apenas para o seu atendimento e o dos seus dependentes.',
        'Seus dados pessoais e de saúde são tratados pela clínica para prestar o atendimento, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018); o prontuário é guardado pelo prazo legal (Lei 13.787/2018).',
        'Você pode pedir acesso, correção ou a exclusão dos dados que não sejam do prontuário pelo canal de mensagens da clínica.',
      ].join('\n\n'),
      en: [
        'By using Teleconsulta you agree to give true information, keep your password secret and use the service only for your own care and that of your dependents.',
        'Your personal and health data are processed by the clinic to provide care, under Brazil’s General Data Protection Law (Lei 13.709/2018); the medical record is kept for the legal period (Lei 13.787/2018).',
        'You may ask the clinic, through its messages, for access to, correction of, or deletion of the data that are not part of the medical record.',
      ].join('\n\n'),
    },
  },
  TELEMEDICINE: {
    version: '2026-11-01',
    title: { en: 'Telemedicine consent', pt: 'Termo de consentimento para telemedicina' },
    text: {
      pt: [
        'Autorizo o atendimento por telemedicina, por vídeo, e a transmissão das minhas imagens e dados de saúde ao profissional, conforme a Resolução CFM nº 2.314/2022.',
        'Fui informado(a) de que a consulta a distância tem limitações, de que o profissional pode indicar um atendimento presencial e de que, em urgência, devo procurar um pronto-socorro ou ligar para o SAMU 192.',
        'O atendimento é registrado no meu prontuário. A chamada de vídeo não é gravada.',
      ].join('\n\n'),
      en: [
        'I authorise care by telemedicine, by video, and the transmission of my images and health data to the professional, under CFM Resolution 2.314/2022.',
        'I was told that care at a distance has limits, that the professional may ask for an in-person visit and that, in an emergency, I must go to an emergency room or call SAMU 192.',
        'The care is written in my medical record. The video call is not recorded.',
      ].join('\n\n'),
    },
  },
};

/** A term's title in a language (the title stays when a new version of the text is published). */
export function termTitle(kind: ConsentKind, locale: Locale): string {
  return CURRENT_TERMS[kind].title[locale === 'en' ? 'en' : 'pt'];
}
