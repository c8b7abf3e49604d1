import { demoClinicAdmin } from './console-api.fixtures';

type Thread = {
  id: string;
  subject: string;
  status: string;
  unread: number;
  messageCount: number;
  thread: Array<{ sender: string; body: string; automaticAnswer: boolean }>;
};
type Mail = { id: string; to: string; subject: string; status: string; template: string };

/** The seeded patient Maria Silva signs in by CPF and birth date (SPEC §6). */
const patientSignIn = { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12' };

/** Talks to the gateway as a patient and as the clinic admin: the messages spec's fixtures go through the API only. */
export async function messagesApi(gatewayUrl: string) {
  const endpoint = new URL('/graphql', gatewayUrl);
  const call = async <T>(query: string, variables: Record<string, unknown>, token?: string, locale = 'pt-BR'): Promise<T> => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (!body.data || body.errors?.length) throw new Error(`gateway: ${body.errors?.map((e) => e.message).join('; ')}`);
    return body.data;
  };
  const signIn = async (input: Record<string, unknown>) =>
    (
      await call<{ signIn: { accessToken: string } }>('mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken } }', {
        input,
      })
    ).signIn.accessToken;
  const patient = await signIn(patientSignIn);
  const admin = await signIn({ method: 'EMAIL', email: demoClinicAdmin.email, password: demoClinicAdmin.password });

  return {
    patientName: 'Maria Silva',
    /** The patient writes to the clinic in their language; the reply's e-mail will be in it. */
    async patientWrites(subject: string, body: string, locale: 'pt-BR' | 'en'): Promise<string> {
      const { sendMessage } = await call<{ sendMessage: { id: string } }>(
        'mutation Send($input: NewMessageInput!) { sendMessage(input: $input) { id } }',
        { input: { subject, body } },
        patient,
        locale,
      );
      return sendMessage.id;
    },
    async thread(id: string): Promise<Thread | null> {
      const { message } = await call<{ message: Thread | null }>(
        'query One($id: ID!) { message(id: $id) { id subject status unread messageCount thread { sender body automaticAnswer } } }',
        { id },
        admin,
      );
      return message;
    },
    async unread(): Promise<number> {
      return (await call<{ unreadMessages: number }>('query { unreadMessages }', {}, admin)).unreadMessages;
    },
    async outbox(): Promise<Mail[]> {
      const { outbox } = await call<{ outbox: { items: Mail[] } }>(
        'query { outbox(perPage: 100) { items { id to subject status template } } }',
        {},
        admin,
      );
      return outbox.items;
    },
    /** Leaves the inbox as it was: the spec's threads go to the archive. */
    async archive(ids: string[]): Promise<void> {
      if (ids.length) await call('mutation Archive($ids: [ID!]!) { archiveMessages(ids: $ids) }', { ids }, admin);
    },
  };
}
