import { now } from '@teleconsulta/schema';
import type { Database } from '../kit/db.js';

/**
 * Demo messages of the main clinic: Maria Silva asked about a return visit and the clinic answered (read), João
 * Souza asked about an exam (unread, in the inbox). Runs as the owner, with the demo seed.
 */
export async function seedMessages(db: Database, companyId: string, persons: Map<string, string>): Promise<void> {
  const maria = persons.get('Maria Silva');
  const joao = persons.get('João Souza');
  if (!maria || !joao) return;
  const [staff] = await db.query<{ id: string; name: string }>(
    `select u.id, u.name from app_user u join membership m on m.user_id = u.id where m.company_id = $1 and 'CA' = any(m.roles) order by u.email limit 1`,
    [companyId],
  );
  const insert = async (values: {
    thread: string | null;
    person: string;
    sender: 'PERSON' | 'CLINIC';
    senderName: string;
    userId: string | null;
    subject: string;
    body: string;
    ago: string;
    seen: boolean;
  }) => {
    const [row] = await db.query<{ id: string }>(
      `insert into message (id, company_id, thread_id, person_id, sender, sender_user_id, sender_name, subject, body, locale, seen_at, views, created_at)
       select g.id, $1, coalesce($2::uuid, g.id), $3, $4,
         case when $4 = 'PERSON' then (select p.user_id from person p where p.id = $3::uuid) else $5::uuid end, $6, $7, $8, $9,
         case when $10 then $12::timestamptz - ($11::interval) + interval '5 minutes' end, case when $10 then 1 else 0 end, $12::timestamptz - ($11::interval)
       from (select gen_random_uuid() as id) g returning id`,
      [
        companyId,
        values.thread,
        values.person,
        values.sender,
        values.userId,
        values.senderName,
        values.subject,
        values.body,
        values.sender === 'PERSON' ? 'pt-BR' : null,
        values.seen,
        values.ago,
        now().toISOString(),
      ],
    );
    return row!.id;
  };
  const mariaThread = await insert({
    thread: null,
    person: maria,
    sender: 'PERSON',
    senderName: 'Maria Silva',
    userId: null,
    subject: 'Retorno da consulta',
    body: 'Olá! Preciso marcar o retorno da minha consulta com a Dra. Ana. Quais horários vocês têm na próxima semana?',
    ago: '2 days',
    seen: true,
  });
  await insert({
    thread: mariaThread,
    person: maria,
    sender: 'CLINIC',
    senderName: staff?.name ?? 'Clínica',
    userId: staff?.id ?? null,
    subject: 'Re: Retorno da consulta',
    body: 'Olá, Maria! Temos horários na terça e na quinta pela manhã. Você pode agendar pelo aplicativo.',
    ago: '1 day',
    seen: true,
  });
  await insert({
    thread: null,
    person: joao,
    sender: 'PERSON',
    senderName: 'João Souza',
    userId: null,
    subject: 'Resultado de exame',
    body: 'Bom dia. Fiz o hemograma pedido pelo Dr. House. Posso enviar o resultado por aqui ou preciso marcar uma consulta?',
    ago: '3 hours',
    seen: false,
  });
}
