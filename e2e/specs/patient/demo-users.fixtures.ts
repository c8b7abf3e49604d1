/** Users seeded by the demo data set (services seed). */
export const demoPatient = {
  name: 'Maria Silva',
  cpf: '529.982.247-25',
  birthDate: '1985-04-12',
  email: 'maria@example.com',
  password: 'Paciente123',
} as const;

/** Another patient of the demo clinic, who may not read Maria's record. */
export const demoOtherPatient = {
  name: 'João Souza',
  cpf: '111.444.777-35',
  birthDate: '1990-01-30',
} as const;

export const demoDoctor = {
  email: 'dr.house@example.com',
  password: 'Medico123',
} as const;
