/** The terms-of-use gate's texts (features/terms), merged into i18n/en.ts and i18n/pt-BR.ts. */
export const termsEn = {
  'terms.lead': 'Read the terms of use and accept them to continue.',
  'terms.version': 'Version {version}',
  'terms.accept': 'Accept',
} as const;

export const termsPtBR: Record<keyof typeof termsEn, string> = {
  'terms.lead': 'Leia os termos de uso e aceite-os para continuar.',
  'terms.version': 'Versão {version}',
  'terms.accept': 'Aceitar',
};
