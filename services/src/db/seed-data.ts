/** Demo data: printed by `npm start` and used by the end-to-end tests. Every login here is fake. */
export const DEMO_PASSWORDS = {
  admin: 'Admin1234',
  manager: 'Gestor1234',
  doctor: 'Medico123',
  patient: 'Paciente123',
  platform: 'Plataforma123',
  representative: 'Representante123',
};

export const DEMO_COMPANIES = {
  main: {
    key: 'main',
    name: 'Clínica Saúde Total',
    socialName: 'Saúde Total Serviços Médicos Ltda',
    cnpj: '11222333000181',
    state: 'SP',
    permalink: 'saude-total',
  },
  centro: {
    key: 'centro',
    name: 'Clínica Saúde Total — Unidade Centro',
    socialName: 'Saúde Total Centro Ltda',
    cnpj: '11444777000161',
    state: 'SP',
    permalink: 'saude-total-centro',
  },
  other: {
    key: 'other',
    name: 'Clínica Bem Viver',
    socialName: 'Bem Viver Saúde Ltda',
    cnpj: '12ABC34501DE35',
    state: 'RJ',
    permalink: 'bem-viver',
  },
} as const;

/** More branches of the main clinic, so lists page. */
export const DEMO_BRANCHES = [
  'Bela Vista',
  'Consolação',
  'Ipiranga',
  'Lapa',
  'Mooca',
  'Moema',
  'Perdizes',
  'Pinheiros',
  'Santana',
  'Tatuapé',
  'Vila Mariana',
];

export type DemoUser = {
  name: string;
  email: string;
  password: keyof typeof DEMO_PASSWORDS;
  roles: string[];
  company: keyof typeof DEMO_COMPANIES;
  platformAdmin?: boolean;
  cpf?: string;
  cns?: string;
  birthDate?: string;
  professional?: { crm: string; crmState: string; specialty: string; role: 'D' | 'DC' };
  /** A representative's companies: the main clinic, its Centro unit, or a branch of DEMO_BRANCHES by name. */
  represents?: string[];
  dependents?: Array<{ name: string; birthDate: string; cpf?: string }>;
};

export const DEMO_USERS: DemoUser[] = [
  {
    name: 'Paula Administradora',
    email: 'platform@teleconsulta.example.com',
    password: 'platform',
    roles: [],
    company: 'main',
    platformAdmin: true,
  },
  { name: 'Carlos Admin', email: 'admin@clinica.example.com', password: 'admin', roles: ['CA'], company: 'main' },
  { name: 'Gabriela Gestora', email: 'gestor@clinica.example.com', password: 'manager', roles: ['M'], company: 'main' },
  {
    name: 'Ricardo Representante',
    email: 'rep@clinica.example.com',
    password: 'representative',
    roles: ['R'],
    company: 'main',
    represents: ['main', 'centro', 'Bela Vista'],
  },
  { name: 'Beatriz Admin', email: 'admin@bemviver.example.com', password: 'admin', roles: ['CA'], company: 'other' },
  {
    name: 'Dr. Gregório House',
    email: 'dr.house@example.com',
    password: 'doctor',
    roles: ['D'],
    company: 'main',
    professional: { crm: '123456', crmState: 'SP', specialty: '225120', role: 'D' },
  },
  {
    name: 'Dra. Ana Pediatra',
    email: 'dra.ana@example.com',
    password: 'doctor',
    roles: ['DC'],
    company: 'main',
    professional: { crm: '654321', crmState: 'SP', specialty: '225124', role: 'DC' },
  },
  {
    name: 'Dr. Paulo Dermato',
    email: 'dr.paulo@example.com',
    password: 'doctor',
    roles: ['D'],
    company: 'main',
    professional: { crm: '777888', crmState: 'SP', specialty: '225135', role: 'D' },
  },
  {
    name: 'Dra. Rita Clínica',
    email: 'dra.rita@bemviver.example.com',
    password: 'doctor',
    roles: ['D'],
    company: 'other',
    professional: { crm: '222333', crmState: 'RJ', specialty: '225125', role: 'D' },
  },
  {
    name: 'Maria Silva',
    email: 'maria@example.com',
    password: 'patient',
    roles: ['P'],
    company: 'main',
    cpf: '52998224725',
    cns: '898000000043208',
    birthDate: '1985-04-12',
    dependents: [
      { name: 'Pedro Silva', birthDate: '2015-06-01' },
      { name: 'Laura Silva', birthDate: '2018-09-20' },
    ],
  },
  {
    name: 'João Souza',
    email: 'joao@example.com',
    password: 'patient',
    roles: ['P'],
    company: 'main',
    cpf: '11144477735',
    cns: '700000000000005',
    birthDate: '1990-01-30',
    dependents: [{ name: 'Ana Souza', birthDate: '2020-03-15' }],
  },
  {
    name: 'Carla Lima',
    email: 'carla@example.com',
    password: 'patient',
    roles: ['P'],
    company: 'other',
    cpf: '12345678909',
    birthDate: '1978-11-02',
    dependents: [],
  },
];

/** Demo plans (money in cents): two of the main clinic's network, usable by its branches, and one of Bem Viver. */
export const DEMO_PLANS = [
  {
    company: 'main',
    name: 'Plano Essencial',
    description: 'Teleconsultas mensais para a rede Saúde Total',
    billType: 'MONTHLY',
    durationDays: 30,
    initialAttendanceQuantity: 50,
    attendanceValueCents: 8_990,
    minutesQuantity: 1_000,
    minutesValueCents: 49_900,
    current: true,
  },
  {
    company: 'main',
    name: 'Plano Premium Anual',
    description: 'Atendimentos e gravações ilimitados por um ano',
    billType: 'YEARLY',
    durationDays: 365,
    initialAttendanceQuantity: 1_000,
    attendanceValueCents: 6_990,
    minutesQuantity: 20_000,
    minutesValueCents: 899_900,
    current: false,
  },
  {
    company: 'other',
    name: 'Plano Bem Viver',
    description: null,
    billType: 'PER_ATTENDANCE',
    durationDays: 30,
    initialAttendanceQuantity: 0,
    attendanceValueCents: 12_000,
    minutesQuantity: 0,
    minutesValueCents: 0,
    current: true,
  },
] as const;
