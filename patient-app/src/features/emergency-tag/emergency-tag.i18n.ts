/** The emergency tag's texts ("Print tag" on the emergency screens), merged into i18n/en.ts and i18n/pt-BR.ts. */
export const emergencyTagEn = {
  'emergencyTag.print': 'Print tag',
  'emergencyTag.printing': 'Printing…',
  'emergencyTag.printed': 'Tag sent to the printer',
  'emergencyTag.failed': 'Could not print the tag',
};

export const emergencyTagPtBR: Record<keyof typeof emergencyTagEn, string> = {
  'emergencyTag.print': 'Imprimir senha',
  'emergencyTag.printing': 'Imprimindo…',
  'emergencyTag.printed': 'Senha enviada para a impressora',
  'emergencyTag.failed': 'Não foi possível imprimir a senha',
};
