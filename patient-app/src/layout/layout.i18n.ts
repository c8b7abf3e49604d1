/** The layout's texts: the menu, the public pages' frame and the footer (merged into i18n/en.ts and i18n/pt-BR.ts). */
export const layoutEn = {
  'nav.mainMenu': 'Main menu',
  'nav.openMenu': 'Open the menu',
  'nav.personAppointments': "Today's appointments",
  'nav.personSchedule': 'Schedule',
  'nav.benefitClub': 'Benefits club',
  'footer.poweredBy': 'Powered by {product}',
} as const;

export const layoutPtBR: Record<keyof typeof layoutEn, string> = {
  'nav.mainMenu': 'Menu principal',
  'nav.openMenu': 'Abrir o menu',
  'nav.personAppointments': 'Consultas de hoje',
  'nav.personSchedule': 'Agendar',
  'nav.benefitClub': 'Clube de benefícios',
  'footer.poweredBy': 'Desenvolvido por {product}',
};
