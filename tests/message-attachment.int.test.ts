import { inScope, rows } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail, type GqlResult, gql, type SignedIn, signIn } from './harness/graphql.js';
import { gifBytes, jpegLike, pdfBytes, png } from './harness/images.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * Attachments on messages (issue 18 item 1) through the gateway: the writer of a message attaches files to it with the
 * exam upload's checks, at most 5 a message; whoever reads the thread reads them through a signed link; nobody else.
 */
const LIMITS = { UPLOAD_MAX_MB: '1' };
const MB = 1024 * 1024;

type Attachment = { id: string; messageId: string; fileName: string; contentType: string; sizeBytes: number; url: string | null };
const ATTACHMENT = 'id messageId fileName contentType sizeBytes url';
const UPLOAD = `mutation($id: ID!, $file: FileInput!) { uploadMessageAttachment(messageId: $id, file: $file) { ${ATTACHMENT} } }`;
const THREAD = `query($id: ID!) { message(id: $id) { id thread { id sender attachments { ${ATTACHMENT} } } } }`;
const SEND = 'mutation($input: NewMessageInput!) { sendMessage(input: $input) { id } }';
const REPLY = 'mutation($id: ID!, $input: MessageResponseInput!) { replyToMessage(id: $id, input: $input) { data { id } } }';

const file = (bytes: Buffer, contentType: string, fileName = 'exame.pdf') => ({ fileName, contentType, base64: bytes.toString('base64') });
/** A PDF whose bytes differ by a label (the duplicate check compares bytes). */
const pdf = (label: string) => Buffer.concat([pdfBytes(), Buffer.from(`% ${label}\n`)]);
/** A PDF of exactly `size` bytes. */
const pdfOfSize = (size: number) => Buffer.concat([pdfBytes(), Buffer.alloc(size)]).subarray(0, size);
const code = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
const fields = (r: GqlResult) => r.errors?.[0]?.extensions?.fields;
const noErrors = (r: GqlResult) => expect(r.errors?.map((e) => `${e.extensions?.code}: ${e.message}`)).toBeUndefined();

describe('message attachments through the gateway', () => {
  let stack: TestStack;
  let gatewayBase: string;
  let admin: SignedIn;
  let adminB: SignedIn;
  let maria: SignedIn;
  let joao: SignedIn;
  let mariaMessage: string; // a new thread Maria wrote
  let clinicReply: string; // the clinic's reply in it
  const exam = pdf('hemograma');

  const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale });
  const upload = (who: SignedIn, id: string, f: ReturnType<typeof file>, locale = 'en') =>
    gql<{ uploadMessageAttachment: Attachment }>(stack.gatewayUrl, UPLOAD, { id, file: f }, as(who, locale));
  /** Each message of the thread of `id` with its attachments, as `who` reads it (null: not theirs to read). */
  const thread = async (who: SignedIn, id: string) =>
    (await gql<{ message: { thread: Array<{ id: string; attachments: Attachment[] }> } | null }>(stack.gatewayUrl, THREAD, { id }, as(who)))
      .data?.message?.thread ?? null;
  const attachmentsOf = async (who: SignedIn, id: string) => (await thread(who, id))?.find((m) => m.id === id)?.attachments ?? null;
  /** What a browser gets for an <a href>: no token, no company header. */
  const media = async (url: string) => {
    const res = await fetch(`${gatewayBase}${url}`);
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  /** The services' GET /message/{id}/attachment/{attachmentId} with a caller's token (the thread's read rules). */
  const direct = async (who: SignedIn, id: string, attachmentId: string, companyId = who.viewer.companyId) =>
    (
      await fetch(`${stack.servicesUrl}/message/${id}/attachment/${attachmentId}`, {
        headers: { authorization: `Bearer ${who.accessToken}`, 'x-company-id': companyId },
      })
    ).status;
  const stored = async (id: string) =>
    Number(
      (
        await stack.services.ctx.db.query<{ n: number }>('select count(*)::int as n from message_attachment where message_id = $1', [id])
      )[0]!.n,
    );

  beforeAll(async () => {
    stack = await startStack({ servicesEnv: LIMITS, gatewayEnv: LIMITS });
    gatewayBase = stack.gatewayUrl.replace(/\/graphql$/, '');
    [admin, adminB, maria, joao] = await Promise.all([
      signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234')),
      signIn(stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234')),
      signIn(stack.gatewayUrl, { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12' }),
      signIn(stack.gatewayUrl, { method: 'CPF', cpf: '111.444.777-35', birthDate: '1990-01-30' }),
    ]);
    const sent = await gql<{ sendMessage: { id: string } }>(
      stack.gatewayUrl,
      SEND,
      { input: { subject: 'Exames', body: 'Seguem os exames.' } },
      as(maria),
    );
    noErrors(sent);
    mariaMessage = sent.data!.sendMessage.id;
    const replied = await gql<{ replyToMessage: { data: { id: string } } }>(
      stack.gatewayUrl,
      REPLY,
      { id: mariaMessage, input: { body: 'Recebidos.' } },
      as(admin),
    );
    noErrors(replied);
    clinicReply = replied.data!.replyToMessage.data.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('the patient attaches a PDF to her message; the thread lists it with a link that downloads the same bytes', async () => {
    expect(await attachmentsOf(maria, mariaMessage)).toEqual([]);
    const r = await upload(maria, mariaMessage, file(exam, 'application/pdf', 'Hemograma março.pdf'));
    noErrors(r);
    expect(r.data!.uploadMessageAttachment).toMatchObject({
      messageId: mariaMessage,
      fileName: 'Hemograma março.pdf',
      contentType: 'application/pdf',
      sizeBytes: exam.length,
    });
    // Both sides of the thread see it, on the message it was attached to (not on the reply).
    for (const who of [maria, admin]) {
      const entries = (await thread(who, mariaMessage))!;
      expect(entries.find((m) => m.id === mariaMessage)!.attachments.map((a) => a.fileName)).toEqual(['Hemograma março.pdf']);
      expect(entries.find((m) => m.id === clinicReply)!.attachments).toEqual([]);
    }
    const [listed] = (await attachmentsOf(admin, mariaMessage))!;
    const companyId = maria.viewer.companyId;
    expect(listed!.url).toMatch(
      new RegExp(`^/media/messages/${companyId}/${mariaMessage}/attachments/${listed!.id}\\?exp=\\d+&sig=[\\w-]+$`),
    );
    const download = await media(listed!.url!);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(exam)).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''Hemograma%20mar%C3%A7o.pdf");
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    // The API reads it with the thread's rules too.
    expect(await direct(maria, mariaMessage, listed!.id)).toBe(200);
    expect(await direct(admin, mariaMessage, listed!.id)).toBe(200);
    // An event like the message service's others (entity: the thread).
    const events = await stack.services.ctx.db.query<{ entity_id: string; payload: { messageId: string } }>(
      "select entity_id, payload from flow_event where topic = 'message' and type = 'ATTACHED'",
    );
    expect(events.map((e) => [e.entity_id, e.payload.messageId])).toContainEqual([mariaMessage, mariaMessage]);
  });

  it('a forged, tampered or foreign link reads nothing', async () => {
    const [listed] = (await attachmentsOf(maria, mariaMessage))!;
    const url = listed!.url!;
    expect((await media(url.replace(/sig=[\w-]+/, 'sig=AAAA'))).status).toBe(403);
    expect((await media(url.replace(/\?.*$/, ''))).status).toBe(403);
    expect((await media(url.replace(maria.viewer.companyId, adminB.viewer.companyId))).status).toBe(403);
    // The same signature on the appointment files' route means nothing there.
    const asExam = url.replace('/media/messages/', '/media/appointments/').replace('/attachments/', '/files/');
    expect([403, 404]).toContain((await media(asExam)).status);
  });

  describe('wrong type or size: field errors on file in the caller’s language, nothing stored', () => {
    it.each([
      [
        'a text file',
        Buffer.from('just some text\n'),
        'text/plain',
        'notes.txt',
        'File must be a PDF, JPEG or PNG file',
        'Arquivo deve ser um arquivo PDF, JPEG ou PNG',
      ],
      [
        'a GIF renamed .pdf',
        gifBytes(),
        'application/pdf',
        'x.pdf',
        'File must be a PDF, JPEG or PNG file',
        'Arquivo deve ser um arquivo PDF, JPEG ou PNG',
      ],
      [
        'one byte over 1 MB',
        pdfOfSize(MB + 1),
        'application/pdf',
        'big.pdf',
        'File must be at most 1 MB',
        'Arquivo deve ter no máximo 1 MB',
      ],
    ])('%s', async (_name, bytes, type, name, en, pt) => {
      const before = await stored(mariaMessage);
      const r = await upload(maria, mariaMessage, file(bytes, type, name));
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'file', message: en }] });
      const rPt = await upload(maria, mariaMessage, file(bytes, type, name), 'pt-BR');
      expect(fields(rPt)).toEqual([{ field: 'file', message: pt }]);
      expect(await stored(mariaMessage)).toBe(before);
    });

    it('the services check the same rules when called directly', async () => {
      const before = await stored(mariaMessage);
      const put = async (body: Buffer, type: string) => {
        const res = await fetch(`${stack.servicesUrl}/message/${mariaMessage}/attachment?fileName=x.pdf`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${maria.accessToken}`, 'x-company-id': maria.viewer.companyId, 'content-type': type },
          body,
        });
        return { status: res.status, body: (await res.json()) as { fields?: Array<{ field: string; message: string }> } };
      };
      for (const [body, type] of [
        [pdfOfSize(MB + 1), 'application/pdf'],
        [gifBytes(), 'image/gif'],
        [Buffer.from('text'), 'text/plain'],
      ] as const) {
        const answer = await put(body, type);
        expect(answer.status, type).toBe(400);
        expect(answer.body.fields?.[0]?.field).toBe('file');
      }
      expect(await stored(mariaMessage)).toBe(before);
    });

    it('exactly 1 MB is accepted; the same bytes twice on one message are refused (duplicateFile)', async () => {
      noErrors(await upload(maria, mariaMessage, file(pdfOfSize(MB), 'application/pdf', 'limite.pdf')));
      const again = await upload(maria, mariaMessage, file(exam, 'application/pdf', 'again.pdf'));
      expect(code(again)).toBe('CONFLICT');
      expect(fields(again)).toEqual([{ field: 'file', message: 'This file was already sent' }]);
    });
  });

  it('at most 5 attachments a message: the 6th is refused with its reason and nothing is stored', async () => {
    const have = await stored(mariaMessage);
    for (let i = have; i < 5; i++) {
      const f =
        i % 2 ? file(jpegLike(`foto ${i}`), 'image/jpeg', `foto-${i}.jpg`) : file(png(2, 2, [i, 0, 0]), 'image/png', `foto-${i}.png`);
      noErrors(await upload(maria, mariaMessage, f));
    }
    expect(await attachmentsOf(maria, mariaMessage)).toHaveLength(5);
    const sixth = await upload(maria, mariaMessage, file(pdf('sexto'), 'application/pdf'));
    expect(code(sixth)).toBe('CONFLICT');
    expect(fields(sixth)).toEqual([{ field: 'file', message: 'At most 5 files can be attached to a message' }]);
    const sixthPt = await upload(maria, mariaMessage, file(pdf('sexto'), 'application/pdf'), 'pt-BR');
    expect(fields(sixthPt)).toEqual([{ field: 'file', message: 'No máximo 5 arquivos podem ser anexados a uma mensagem' }]);
    expect(await stored(mariaMessage)).toBe(5);
  });

  it('only its writer attaches: the clinic to its reply, not to Maria’s message; Maria not to the clinic’s reply', async () => {
    expect(code(await upload(admin, mariaMessage, file(pdf('by the clinic'), 'application/pdf')))).toBe('ACCESS_DENIED');
    expect(code(await upload(maria, clinicReply, file(pdf('on the reply'), 'application/pdf')))).toBe('ACCESS_DENIED');
    expect(await stored(clinicReply)).toBe(0);
    const r = await upload(admin, clinicReply, file(pdf('laudo'), 'application/pdf', 'laudo.pdf'));
    noErrors(r);
    const [seen] = (await attachmentsOf(maria, clinicReply))!;
    expect(seen!.fileName).toBe('laudo.pdf');
    expect((await media(seen!.url!)).status).toBe(200);
  });

  it('another patient can neither attach nor read, and sees nothing', async () => {
    const [listed] = (await attachmentsOf(maria, mariaMessage))!;
    const before = await stored(mariaMessage);
    expect(code(await upload(joao, mariaMessage, file(pdf('joao'), 'application/pdf')))).toBe('NOT_FOUND');
    expect(await thread(joao, mariaMessage)).toBeNull();
    expect(await direct(joao, mariaMessage, listed!.id)).toBe(404);
    const joaosView = await gql(stack.gatewayUrl, 'query { messages(perPage: 100) { items { id } } }', {}, as(joao));
    expect(JSON.stringify(joaosView)).not.toContain(mariaMessage);
    expect(await stored(mariaMessage)).toBe(before);
  });

  it('another tenant can neither attach nor read (RLS: no rows of Saúde Total in Bem Viver’s scope)', async () => {
    const [listed] = (await attachmentsOf(maria, mariaMessage))!;
    const before = await stored(mariaMessage);
    expect(code(await upload(adminB, mariaMessage, file(pdf('bem viver'), 'application/pdf')))).toBe('NOT_FOUND');
    expect(await thread(adminB, mariaMessage)).toBeNull();
    expect(await direct(adminB, mariaMessage, listed!.id)).toBe(404);
    // Bem Viver's admin naming Saúde Total's company is refused before anything is read.
    expect(await direct(adminB, mariaMessage, listed!.id, maria.viewer.companyId)).toBe(403);
    expect(await stored(mariaMessage)).toBe(before);
  });

  it('row-level security hides every attachment without a tenant', async () => {
    const none = await inScope(stack.services.ctx.db, { companyId: null, userId: null }, (tx) =>
      rows<{ n: number }>(tx, sql`select count(*)::int as n from message_attachment`),
    );
    expect(none[0]!.n).toBe(0);
    const foreign = await inScope(stack.services.ctx.db, { companyId: adminB.viewer.companyId, userId: null }, (tx) =>
      rows<{ n: number }>(tx, sql`select count(*)::int as n from message_attachment`),
    );
    expect(foreign[0]!.n).toBe(0);
  });
});
