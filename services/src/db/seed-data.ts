/** Demo data: printed by `npm start` and used by the end-to-end tests. Every login here is fake. */
import type { DependentRelationship } from '@teleconsulta/schema';
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
  dependents?: Array<{ name: string; birthDate: string; cpf?: string; relationship?: DependentRelationship }>;
  /** A patient's address (a special-control prescription prints it): street, number, neighborhood, city (IBGE code), UF, CEP. */
  address?: [string, string, string, string, string, string];
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
    address: ['Rua das Flores', '120', 'Vila Mariana', '3550308', 'SP', '04101000'],
    dependents: [
      { name: 'Pedro Silva', birthDate: '2015-06-01', relationship: 'CHILD' },
      { name: 'Laura Silva', birthDate: '2018-09-20', relationship: 'CHILD' },
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

/**
 * Demo appointments, relative to the day the demo is seeded (in the company's time zone) so there are always past,
 * today's and future ones. `time: 'now'` starts at the current hour (the one in attendance). Times never overlap per
 * professional (the exclusion constraint refuses that); a cancelled appointment frees its slot anyway.
 * `attended` is [start, end] of the attendance in minutes after the appointment's start; `paid` sets paid_at.
 */
export type DemoAppointment = {
  company: keyof typeof DEMO_COMPANIES;
  day: number;
  time: string;
  minutes: number;
  /** The professional's e-mail (DEMO_USERS) and the patient's name (a DEMO_USERS patient or dependent). */
  doctor: string;
  patient: string;
  status: 'SCHEDULED' | 'PAID' | 'CANCELLED' | 'IN_ATTENDANCE' | 'FINISHED_BY_PROFESSIONAL' | 'LEFT_BY_PATIENT' | 'NO_SHOW';
  source: 'CLINIC' | 'EMERGENCY' | 'SELF_SCHEDULING';
  type: 'FIRST_CONSULTATION' | 'RETURN' | 'FOLLOW_UP' | 'INTERCONSULTATION' | 'EMERGENCY';
  title: string;
  priceCents: number;
  paid?: boolean;
  attended?: [number, number | null];
  reason?: string;
  cid10?: string;
  upshot?: string;
  orientation?: string;
  notes?: string;
  cancelReason?: string;
};

const HOUSE = 'dr.house@example.com';
const ANA = 'dra.ana@example.com';
const PAULO = 'dr.paulo@example.com';
const RITA = 'dra.rita@bemviver.example.com';

export const DEMO_APPOINTMENTS: DemoAppointment[] = [
  // Past
  {
    company: 'main',
    day: -6,
    time: '09:00',
    minutes: 30,
    doctor: HOUSE,
    patient: 'Maria Silva',
    status: 'FINISHED_BY_PROFESSIONAL',
    source: 'CLINIC',
    type: 'FIRST_CONSULTATION',
    title: 'Consulta de cardiologia',
    priceCents: 25_000,
    paid: true,
    attended: [3, 28],
    reason: 'Dor no peito aos esforços há duas semanas',
    cid10: 'I20.9',
    upshot: 'Angina estável provável; solicitado teste ergométrico',
    orientation: 'Evitar esforços intensos até o resultado do exame; procurar o pronto-socorro se a dor durar mais de 20 minutos',
    notes: 'Pressão 140/90. Histórico familiar de doença coronariana.',
  },
  {
    company: 'main',
    day: -6,
    time: '10:00',
    minutes: 30,
    doctor: HOUSE,
    patient: 'João Souza',
    status: 'NO_SHOW',
    source: 'CLINIC',
    type: 'RETURN',
    title: 'Retorno de cardiologia',
    priceCents: 0,
  },
  {
    company: 'main',
    day: -5,
    time: '14:00',
    minutes: 30,
    doctor: ANA,
    patient: 'Pedro Silva',
    status: 'FINISHED_BY_PROFESSIONAL',
    source: 'SELF_SCHEDULING',
    type: 'FIRST_CONSULTATION',
    title: 'Consulta pediátrica',
    priceCents: 20_000,
    paid: true,
    attended: [5, 25],
    reason: 'Tosse e coriza há três dias',
    cid10: 'J06.9',
    upshot: 'Infecção de vias aéreas superiores',
    orientation: 'Soro fisiológico nasal, hidratação e retorno se houver febre persistente',
  },
  {
    company: 'main',
    day: -5,
    time: '15:00',
    minutes: 30,
    doctor: ANA,
    patient: 'Laura Silva',
    status: 'CANCELLED',
    source: 'SELF_SCHEDULING',
    type: 'FIRST_CONSULTATION',
    title: 'Consulta pediátrica',
    priceCents: 0,
    cancelReason: 'A paciente está com febre e a família vai remarcar',
  },
  {
    company: 'main',
    day: -4,
    time: '09:30',
    minutes: 30,
    doctor: PAULO,
    patient: 'João Souza',
    status: 'LEFT_BY_PATIENT',
    source: 'CLINIC',
    type: 'FIRST_CONSULTATION',
    title: 'Consulta de dermatologia',
    priceCents: 22_000,
    paid: true,
    attended: [2, 12],
    reason: 'Manchas avermelhadas nos braços',
  },
  {
    company: 'main',
    day: -3,
    time: '11:00',
    minutes: 30,
    doctor: HOUSE,
    patient: 'Maria Silva',
    status: 'FINISHED_BY_PROFESSIONAL',
    source: 'CLINIC',
    type: 'RETURN',
    title: 'Retorno de cardiologia',
    priceCents: 0,
    attended: [0, 30],
    reason: 'Resultado do teste ergométrico',
    cid10: 'I20.9',
    upshot: 'Teste ergométrico sem isquemia',
    orientation: 'Manter atividade física leve e retornar em seis meses',
  },
  {
    company: 'main',
    day: -3,
    time: '16:00',
    minutes: 20,
    doctor: ANA,
    patient: 'Ana Souza',
    status: 'FINISHED_BY_PROFESSIONAL',
    source: 'EMERGENCY',
    type: 'EMERGENCY',
    title: 'Pronto atendimento pediátrico',
    priceCents: 15_000,
    paid: true,
    attended: [1, 16],
    reason: 'Febre alta desde a madrugada',
    cid10: 'R50.9',
    orientation: 'Antitérmico de 6 em 6 horas e observação',
  },
  {
    company: 'main',
    day: -2,
    time: '08:00',
    minutes: 30,
    doctor: PAULO,
    patient: 'Maria Silva',
    status: 'NO_SHOW',
    source: 'SELF_SCHEDULING',
    type: 'FIRST_CONSULTATION',
    title: 'Consulta de dermatologia',
    priceCents: 0,
  },
  {
    company: 'main',
    day: -1,
    time: '10:00',
    minutes: 30,
    doctor: HOUSE,
    patient: 'João Souza',
    status: 'CANCELLED',
    source: 'CLINIC',
    type: 'FIRST_CONSULTATION',
    title: 'Consulta de cardiologia',
    priceCents: 0,
    cancelReason: 'Conflito com o horário de trabalho do paciente',
  },
  {
    company: 'main',
    day: -1,
    time: '13:00',
    minutes: 40,
    doctor: PAULO,
    patient: 'Maria Silva',
    status: 'FINISHED_BY_PROFESSIONAL',
    source: 'CLINIC',
    type: 'FOLLOW_UP',
    title: 'Acompanhamento dermatológico',
    priceCents: 18_000,
    paid: true,
    attended: [0, 35],
    cid10: 'L30.9',
    upshot: 'Dermatite em melhora',
  },
  // Today
  {
    company: 'main',
    day: 0,
    time: 'now',
    minutes: 30,
    doctor: PAULO,
    patient: 'João Souza',
    status: 'IN_ATTENDANCE',
    source: 'CLINIC',
    type: 'RETURN',
    title: 'Retorno de dermatologia',
    priceCents: 0,
    attended: [1, null],
  },
  {
    company: 'main',
    day: 0,
    time: '09:00',
    minutes: 30,
    doctor: HOUSE,
    patient: 'Maria Silva',
    status: 'PAID',
    source: 'CLINIC',
    type: 'FOLLOW_UP',
    title: 'Acompanhamento cardiológico',
    priceCents: 25_000,
    paid: true,
  },
  {
    company: 'main',
    day: 0,
    time: '11:00',
    minutes: 30,
    doctor: ANA,
    patient: 'Pedro Silva',
    status: 'SCHEDULED',
    source: 'SELF_SCHEDULING',
    type: 'RETURN',
    title: 'Retorno pediátrico',
    priceCents: 0,
  },
  {
    company: 'main',
    day: 0,
    time: '14:00',
    minutes: 30,
    doctor: HOUSE,
    patient: 'João Souza',
    status: 'SCHEDULED',
    source: 'CLINIC',
    type: 'FIRST_CONSULTATION',
    title: 'Consulta de cardiologia',
    priceCents: 25_000,
  },
  {
    company: 'main',
    day: 0,
    time: '17:00',
    minutes: 30,
    doctor: ANA,
    patient: 'Ana Souza',
    status: 'PAID',
    source: 'CLINIC',
    type: 'RETURN',
    title: 'Retorno pediátrico',
    priceCents: 20_000,
    paid: true,
  },
  // Future
  {
    company: 'main',
    day: 1,
    time: '09:00',
    minutes: 30,
    doctor: HOUSE,
    patient: 'Maria Silva',
    status: 'SCHEDULED',
    source: 'CLINIC',
    type: 'FOLLOW_UP',
    title: 'Acompanhamento cardiológico',
    priceCents: 25_000,
  },
  {
    company: 'main',
    day: 1,
    time: '10:00',
    minutes: 30,
    doctor: ANA,
    patient: 'Laura Silva',
    status: 'SCHEDULED',
    source: 'SELF_SCHEDULING',
    type: 'FIRST_CONSULTATION',
    title: 'Consulta pediátrica',
    priceCents: 20_000,
  },
  {
    company: 'main',
    day: 2,
    time: '15:00',
    minutes: 30,
    doctor: PAULO,
    patient: 'João Souza',
    status: 'PAID',
    source: 'CLINIC',
    type: 'FOLLOW_UP',
    title: 'Acompanhamento dermatológico',
    priceCents: 18_000,
    paid: true,
  },
  {
    company: 'main',
    day: 3,
    time: '08:30',
    minutes: 30,
    doctor: HOUSE,
    patient: 'João Souza',
    status: 'SCHEDULED',
    source: 'CLINIC',
    type: 'FIRST_CONSULTATION',
    title: 'Consulta de cardiologia',
    priceCents: 25_000,
  },
  {
    company: 'main',
    day: 5,
    time: '14:00',
    minutes: 30,
    doctor: ANA,
    patient: 'Pedro Silva',
    status: 'SCHEDULED',
    source: 'CLINIC',
    type: 'RETURN',
    title: 'Retorno pediátrico',
    priceCents: 0,
  },
  {
    company: 'main',
    day: 7,
    time: '10:00',
    minutes: 30,
    doctor: PAULO,
    patient: 'Maria Silva',
    status: 'SCHEDULED',
    source: 'SELF_SCHEDULING',
    type: 'RETURN',
    title: 'Retorno de dermatologia',
    priceCents: 0,
  },
  // Clínica Bem Viver (another tenant)
  {
    company: 'other',
    day: -2,
    time: '10:00',
    minutes: 30,
    doctor: RITA,
    patient: 'Carla Lima',
    status: 'FINISHED_BY_PROFESSIONAL',
    source: 'CLINIC',
    type: 'FIRST_CONSULTATION',
    title: 'Consulta de clínica geral',
    priceCents: 15_000,
    paid: true,
    attended: [0, 20],
    reason: 'Check-up anual',
  },
  {
    company: 'other',
    day: 1,
    time: '10:00',
    minutes: 30,
    doctor: RITA,
    patient: 'Carla Lima',
    status: 'SCHEDULED',
    source: 'CLINIC',
    type: 'RETURN',
    title: 'Retorno de clínica geral',
    priceCents: 0,
  },
];

/**
 * Demo diagnostics (POST /person/{id}/diagnostic), so a demo history has them: recorded by the professional during
 * the demo appointment of that patient and professional on `day` (days from the seed day), dated at its end.
 */
export type DemoDiagnostic = {
  company: keyof typeof DEMO_COMPANIES;
  patient: string;
  doctor: string;
  day: number;
  cid10: string;
  description: string;
};

export const DEMO_DIAGNOSTICS: DemoDiagnostic[] = [
  {
    company: 'main',
    patient: 'Maria Silva',
    doctor: HOUSE,
    day: -6,
    cid10: 'I20.9',
    description: 'Angina pectoris não especificada: dor torácica aos esforços, em investigação com teste ergométrico',
  },
  {
    company: 'main',
    patient: 'Maria Silva',
    doctor: HOUSE,
    day: -3,
    cid10: 'I10',
    description: 'Hipertensão essencial (primária)\nPA 150/95 em duas medidas; iniciado acompanhamento domiciliar da pressão',
  },
];

/**
 * The demo doctors' weekly availability: every day 08:00–12:00 and 13:00–18:00, holidays worked. The demo appointments
 * are dated relative to the day of seeding (any weekday), between 08:00 and 17:30, so they always lie inside it and the
 * doctors' schedules can be edited without an appointment conflict; patients can book the free times at once.
 */
export const DEMO_WEEKLY_WINDOWS: ReadonlyArray<{ start: string; end: string }> = [
  { start: '08:00', end: '12:00' },
  { start: '13:00', end: '18:00' },
];
