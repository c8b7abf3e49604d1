import { asEmail, type SignedIn, signIn } from './graphql.js';

/** The demo's logins (README "Demo logins"), by the names the tests give the people who hold them. */
export const DEMO_LOGINS = {
  admin: asEmail('admin@clinica.example.com', 'Admin1234'), // CA of Clínica Saúde Total
  manager: asEmail('gestor@clinica.example.com', 'Gestor1234'), // M of Clínica Saúde Total
  rep: asEmail('rep@clinica.example.com', 'Representante123'), // R of Saúde Total and its units
  adminB: asEmail('admin@bemviver.example.com', 'Admin1234'), // CA of Clínica Bem Viver
  platform: asEmail('platform@teleconsulta.example.com', 'Plataforma123'),
  house: asEmail('dr.house@example.com', 'Medico123'), // Dr. Gregório House (D)
  ana: asEmail('dra.ana@example.com', 'Medico123'), // Dra. Ana Pediatra (DC)
  paulo: asEmail('dr.paulo@example.com', 'Medico123'), // Dr. Paulo Dermato
  rita: asEmail('dra.rita@bemviver.example.com', 'Medico123'), // Dra. Rita Clínica, Bem Viver
  // Patients as the patient app signs them in: CPF and birth date.
  maria: { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12' }, // guardian of Pedro and Laura Silva
  joao: { method: 'CPF', cpf: '111.444.777-35', birthDate: '1990-01-30' },
  carla: { method: 'CPF', cpf: '123.456.789-09', birthDate: '1978-11-02' }, // patient of Bem Viver
  // The same patients' e-mail accounts.
  mariaByEmail: asEmail('maria@example.com', 'Paciente123'),
  joaoByEmail: asEmail('joao@example.com', 'Paciente123'),
  carlaByEmail: asEmail('carla@example.com', 'Paciente123'),
} as const satisfies Record<string, Record<string, string>>;
export type DemoLogin = keyof typeof DEMO_LOGINS;

type SessionsOf<N extends readonly DemoLogin[]> = { [K in keyof N]: SignedIn };

/** Signs the named demo logins in at the gateway of `at` (a test stack) at once; answers their sessions in the order named. */
export function signInAs<const N extends readonly DemoLogin[]>(at: { gatewayUrl: string }, ...names: N): Promise<SessionsOf<N>> {
  return Promise.all(names.map((name) => signIn(at.gatewayUrl, DEMO_LOGINS[name]))) as Promise<SessionsOf<N>>;
}

/**
 * The same one after the other, for the files that keep their sign-ins apart: several argon2id verifications at once
 * can outlast the upstream timeout on a busy machine.
 */
export async function signInInTurn<const N extends readonly DemoLogin[]>(at: { gatewayUrl: string }, ...names: N): Promise<SessionsOf<N>> {
  const sessions: SignedIn[] = [];
  for (const name of names) sessions.push(await signIn(at.gatewayUrl, DEMO_LOGINS[name]));
  return sessions as SessionsOf<N>;
}
