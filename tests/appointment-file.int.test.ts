import { nowMs, signFileLink } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farSlot, type MadeAppointment, makeAppointment } from './factories/appointments.js';
import { type FakeS3, s3Env, startFakeS3 } from './harness/fake-s3.js';
import { asEmail, type GqlResult, gql, type SignedIn, signIn } from './harness/graphql.js';
import { gifBytes, jpegLike, pdfBytes, png } from './harness/images.js';
import { startStack, TEST_INTERNAL_TOKEN, TEST_MEDIA_SIGNING_KEY } from './harness/stack.js';

/** Both processes read UPLOAD_MAX_MB; 1 MB keeps the "too large" files small. */
const LIMITS = { UPLOAD_MAX_MB: '1' };
const MB = 1024 * 1024;
const HOUSE = 'dr.house@example.com';
const ANA = 'dra.ana@example.com';

type File = { id: string; fileName: string; filePath: string; contentType: string; sizeBytes: number; url: string | null };
const FILE = 'id fileName filePath contentType sizeBytes url';
const UPLOAD = `mutation($id: ID!, $file: FileInput!) { uploadAppointmentFile(appointmentId: $id, file: $file) { ${FILE} } }`;
const REMOVE = `mutation($id: ID!, $path: String!) { removeAppointmentFile(appointmentId: $id, filePath: $path) { ${FILE} } }`;
const DETAIL = `query($id: ID!) { appointment(id: $id) { id files { ${FILE} } } }`;

const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale });
const file = (bytes: Buffer, contentType: string, fileName = 'exame.pdf') => ({ fileName, contentType, base64: bytes.toString('base64') });
/** A PDF whose bytes differ by a label (the duplicate check compares bytes). */
const pdf = (label: string) => Buffer.concat([pdfBytes(), Buffer.from(`% ${label}\n`)]);
const code = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
const fields = (r: GqlResult) => r.errors?.[0]?.extensions?.fields;
const noErrors = (r: GqlResult) => expect(r.errors?.map((e) => `${e.extensions?.code}: ${e.message}`)).toBeUndefined();

/** One stack, its users and helpers that read files back the way a browser and the API do. */
async function fileStack(servicesEnv: Record<string, string> = {}) {
  const stack = await startStack({ servicesEnv: { ...LIMITS, ...servicesEnv }, gatewayEnv: LIMITS });
  const gatewayBase = stack.gatewayUrl.replace(/\/graphql$/, '');
  const [admin, manager, representative, adminB, house, ana, maria, joao] = await Promise.all([
    signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234')),
    signIn(stack.gatewayUrl, asEmail('gestor@clinica.example.com', 'Gestor1234')),
    signIn(stack.gatewayUrl, asEmail('rep@clinica.example.com', 'Representante123')),
    signIn(stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234')),
    signIn(stack.gatewayUrl, asEmail(HOUSE, 'Medico123')),
    signIn(stack.gatewayUrl, asEmail(ANA, 'Medico123')),
    signIn(stack.gatewayUrl, { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12' }),
    signIn(stack.gatewayUrl, { method: 'CPF', cpf: '111.444.777-35', birthDate: '1990-01-30' }),
  ]);
  const db = stack.services.ctx.db;
  const upload = (who: SignedIn, id: string, f: ReturnType<typeof file>, locale = 'en') =>
    gql<{ uploadAppointmentFile: File }>(stack.gatewayUrl, UPLOAD, { id, file: f }, as(who, locale));
  const remove = (who: SignedIn, id: string, path: string) =>
    gql<{ removeAppointmentFile: File }>(stack.gatewayUrl, REMOVE, { id, path }, as(who));
  const files = async (who: SignedIn, id: string) =>
    (await gql<{ appointment: { files: File[] } | null }>(stack.gatewayUrl, DETAIL, { id }, as(who))).data?.appointment?.files ?? null;
  /** What a browser gets for an <a href>: no token, no company header. */
  const media = async (url: string) => {
    const res = await fetch(`${gatewayBase}${url}`);
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  /** The services' GET /appointment/{id}/file?filePath= with a caller's token (the API's read rules). */
  const direct = async (who: SignedIn, id: string, path: string, companyId = who.viewer.companyId) => {
    const res = await fetch(`${stack.servicesUrl}/appointment/${id}/file?filePath=${encodeURIComponent(path)}`, {
      headers: { authorization: `Bearer ${who.accessToken}`, 'x-company-id': companyId },
    });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  return { stack, db, gatewayBase, admin, manager, representative, adminB, house, ana, maria, joao, upload, remove, files, media, direct };
}

describe('exam attachments through the gateway (built-in storage)', () => {
  let t: Awaited<ReturnType<typeof fileStack>>;
  let mine: MadeAppointment; // Maria's, with Dr. House
  let joaos: MadeAppointment; // João's, with Dr. House
  let pedros: MadeAppointment; // Pedro's (Maria's dependent), with Dra. Ana
  let finished: MadeAppointment; // Maria's, finished
  const exam = pdf('hemograma');

  beforeAll(async () => {
    t = await fileStack();
    mine = await makeAppointment(t.db, { doctorEmail: HOUSE, patientName: 'Maria Silva', startsAt: farSlot(0) });
    joaos = await makeAppointment(t.db, { doctorEmail: HOUSE, patientName: 'João Souza', startsAt: farSlot(1) });
    pedros = await makeAppointment(t.db, { doctorEmail: ANA, patientName: 'Pedro Silva', startsAt: farSlot(2) });
    finished = await makeAppointment(t.db, {
      doctorEmail: HOUSE,
      patientName: 'Maria Silva',
      startsAt: farSlot(3, -30),
      status: 'FINISHED_BY_PROFESSIONAL',
    });
  });
  afterAll(async () => {
    await t?.stack.close();
  });

  it('the patient attaches a PDF; the detail lists it with a link that downloads the same bytes, no token needed', async () => {
    expect(await t.files(t.maria, mine.id)).toEqual([]);
    const r = await t.upload(t.maria, mine.id, file(exam, 'application/pdf', 'Hemograma março.pdf'));
    noErrors(r);
    const sent = r.data!.uploadAppointmentFile;
    expect(sent).toMatchObject({ fileName: 'Hemograma março.pdf', contentType: 'application/pdf', sizeBytes: exam.length });
    expect(sent.filePath).toMatch(new RegExp(`^company/${mine.companyId}/appointment/${mine.id}/file/[0-9a-f-]{36}$`));
    expect(await t.stack.services.ctx.storage.exists(sent.filePath)).toBe(true);

    // Everyone who reads the appointment sees it: the patient, the staff, its professional.
    for (const who of [t.maria, t.admin, t.manager, t.house]) {
      expect((await t.files(who, mine.id))!.map((f) => f.fileName)).toEqual(['Hemograma março.pdf']);
    }
    const [listed] = (await t.files(t.admin, mine.id))!;
    expect(listed!.url).toMatch(new RegExp(`^/media/appointments/${mine.companyId}/${mine.id}/files/${sent.id}\\?exp=\\d+&sig=[\\w-]+$`));
    const download = await t.media(listed!.url!);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(exam)).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''Hemograma%20mar%C3%A7o.pdf");
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the same file again on this appointment is refused (duplicateFile on file) and nothing is stored', async () => {
    const before = (await t.files(t.admin, mine.id))!;
    const r = await t.upload(t.maria, mine.id, file(exam, 'application/pdf', 'again.pdf'));
    expect(code(r)).toBe('CONFLICT');
    expect(fields(r)).toEqual([{ field: 'file', message: 'This file was already sent' }]);
    const rPt = await t.upload(t.admin, mine.id, file(exam, 'application/pdf'), 'pt-BR');
    expect(fields(rPt)).toEqual([{ field: 'file', message: 'Este arquivo já foi enviado' }]);
    expect(await t.files(t.admin, mine.id)).toEqual(before);
  });

  it('the same bytes on another appointment are accepted, and nothing tells that another appointment has them', async () => {
    const r = await t.upload(t.joao, joaos.id, file(exam, 'application/pdf', 'meu exame.pdf'));
    noErrors(r);
    expect(r.data!.uploadAppointmentFile).toMatchObject({ fileName: 'meu exame.pdf', sizeBytes: exam.length });
    // João sees his own file only; the detail of Maria's is not his to read.
    expect((await t.files(t.joao, joaos.id))!.map((f) => f.fileName)).toEqual(['meu exame.pdf']);
    expect(await t.files(t.joao, mine.id)).toBeNull();
  });

  it('a guardian attaches to a dependent’s appointment; another patient cannot (NOT_FOUND) and nothing changes', async () => {
    noErrors(await t.upload(t.maria, pedros.id, file(jpegLike('pedro raio-x'), 'image/jpeg', 'raio-x.jpg')));
    expect((await t.files(t.ana, pedros.id))!.map((f) => [f.fileName, f.contentType])).toEqual([['raio-x.jpg', 'image/jpeg']]);
    const r = await t.upload(t.joao, pedros.id, file(pdf('joao intrusion'), 'application/pdf'));
    expect(code(r)).toBe('NOT_FOUND');
    expect((await t.files(t.admin, pedros.id))!).toHaveLength(1);
  });

  it('who may send: the professional only reads; the patient not after the end (staff still may); nothing changes', async () => {
    expect(code(await t.upload(t.house, mine.id, file(pdf('by house'), 'application/pdf')))).toBe('ACCESS_DENIED');
    expect(code(await t.upload(t.representative, mine.id, file(pdf('by rep'), 'application/pdf')))).toBe('ACCESS_DENIED');
    const late = await t.upload(t.maria, finished.id, file(pdf('late'), 'application/pdf'));
    expect(code(late)).toBe('CONFLICT');
    expect(fields(late)).toEqual([{ field: 'file', message: 'This appointment has ended: its files can no longer be changed' }]);
    expect(await t.files(t.admin, finished.id)).toEqual([]);
    expect((await t.files(t.admin, mine.id))!).toHaveLength(1);
    noErrors(await t.upload(t.admin, finished.id, file(pdf('laudo'), 'application/pdf', 'laudo.pdf')));
    expect((await t.files(t.maria, finished.id))!.map((f) => f.fileName)).toEqual(['laudo.pdf']);
  });

  describe('too big or not an exam: field errors on file, nothing stored', () => {
    const objects = async () => (await t.files(t.admin, mine.id))!.map((f) => f.filePath);

    it('tells the apps the rules', async () => {
      const r = await gql<{ uploadLimits: { maxMb: number; examContentTypes: string[] } }>(
        t.stack.gatewayUrl,
        'query { uploadLimits { maxMb examContentTypes } }',
        {},
        as(t.maria),
      );
      expect(r.data!.uploadLimits).toEqual({ maxMb: 1, examContentTypes: ['application/pdf', 'image/jpeg', 'image/png'] });
    });

    it.each([
      [
        'one byte over 1 MB',
        Buffer.concat([pdfBytes(), Buffer.alloc(MB)]).subarray(0, MB + 1),
        'application/pdf',
        'File must be at most 1 MB',
        'Arquivo deve ter no máximo 1 MB',
      ],
      ['a GIF', gifBytes(), 'image/gif', 'File must be a PDF, JPEG or PNG file', 'Arquivo deve ser um arquivo PDF, JPEG ou PNG'],
      [
        'a GIF renamed .pdf',
        gifBytes(),
        'application/pdf',
        'File must be a PDF, JPEG or PNG file',
        'Arquivo deve ser um arquivo PDF, JPEG ou PNG',
      ],
      ['an empty file', Buffer.alloc(0), 'application/pdf', 'File is required', 'O campo Arquivo é obrigatório'],
    ])('%s: refused by the gateway, never sent to the services', async (_name, bytes, type, en, pt) => {
      const calls = () => t.stack.services.ctx.counters.get('PUT /appointment/:id/file') ?? 0;
      const before = { calls: calls(), objects: await objects() };
      const r = await t.upload(t.maria, mine.id, file(bytes, type));
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'file', message: en }] });
      const rPt = await t.upload(t.maria, mine.id, file(bytes, type), 'pt-BR');
      expect(rPt.errors?.[0]?.extensions).toMatchObject({ fields: [{ field: 'file', message: pt }] });
      expect(calls()).toBe(before.calls);
      expect(await objects()).toEqual(before.objects);
    });

    it('the services check the same rules when called directly', async () => {
      const before = await objects();
      const put = (body: Buffer, type: string) =>
        fetch(`${t.stack.servicesUrl}/appointment/${mine.id}/file?fileName=x.pdf`, {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${t.maria.accessToken}`,
            'x-company-id': t.maria.viewer.companyId,
            'accept-language': 'pt-BR',
            'content-type': type,
          },
          body,
        });
      const gif = await put(gifBytes(), 'application/pdf');
      expect([gif.status, await gif.json()]).toEqual([
        400,
        {
          code: 'BAD_INPUT',
          message: 'Dados inválidos',
          fields: [{ field: 'file', message: 'Arquivo deve ser um arquivo PDF, JPEG ou PNG' }],
        },
      ]);
      const big = await put(Buffer.concat([pdfBytes(), Buffer.alloc(2 * MB)]), 'application/pdf');
      expect([big.status, ((await big.json()) as { fields: unknown }).fields]).toEqual([
        400,
        [{ field: 'file', message: 'Arquivo deve ter no máximo 1 MB' }],
      ]);
      const text = await put(Buffer.from('hello'), 'text/plain');
      expect(text.status).toBe(400);
      expect(await objects()).toEqual(before);
    });
  });

  describe('reading a file: never public, only the appointment’s readers', () => {
    let path: string;
    let url: string;
    beforeAll(async () => {
      const [f] = (await t.files(t.admin, mine.id))!;
      path = f!.filePath;
      url = f!.url!;
    });

    it('with a token: the patient, the professional and staff; another patient or doctor 404; a representative 403', async () => {
      for (const who of [t.maria, t.house, t.admin, t.manager]) {
        const r = await t.direct(who, mine.id, path);
        expect([r.status, r.bytes.equals(exam)]).toEqual([200, true]);
      }
      expect((await t.direct(t.joao, mine.id, path)).status).toBe(404);
      expect((await t.direct(t.ana, mine.id, path)).status).toBe(404);
      expect((await t.direct(t.representative, mine.id, path)).status).toBe(403);
      // Another company's admin naming their own company: no such appointment there.
      expect((await t.direct(t.adminB, mine.id, path)).status).toBe(404);
      // A file path of another appointment, asked through one the caller reads: no such file here.
      const joaoPath = (await t.files(t.joao, joaos.id))![0]!.filePath;
      expect((await t.direct(t.maria, mine.id, joaoPath)).status).toBe(404);
    });

    it('a link needs its signature and expiry: none, forged, expired, moved to another file or company: refused', async () => {
      const u = new URL(url, 'http://x');
      const bare = u.pathname;
      expect((await t.media(bare)).status).toBe(403);
      expect((await t.media(`${bare}?exp=${u.searchParams.get('exp')}&sig=AAAA`)).status).toBe(403);
      const claims = { companyId: mine.companyId, appointmentId: mine.id, filePath: path };
      const past = Math.floor(nowMs() / 1000) - 60;
      const expired = await signFileLink(TEST_MEDIA_SIGNING_KEY, { ...claims, expires: past });
      expect((await t.media(`${bare}?exp=${past}&sig=${expired}`)).status).toBe(403);
      // Issue 16: a link signed with the internal token (the key media links shared before) or one that lives ten years,
      // even signed with the media key, is refused; ten minutes ahead with the media key works.
      const soon = Math.floor(nowMs() / 1000) + 600;
      const withInternal = await signFileLink(TEST_INTERNAL_TOKEN, { ...claims, expires: soon });
      expect((await t.media(`${bare}?exp=${soon}&sig=${withInternal}`)).status).toBe(403);
      const decade = Math.floor(nowMs() / 1000) + 10 * 365 * 86_400;
      const tenYears = await signFileLink(TEST_MEDIA_SIGNING_KEY, { ...claims, expires: decade });
      expect((await t.media(`${bare}?exp=${decade}&sig=${tenYears}`)).status).toBe(403);
      const fresh = await signFileLink(TEST_MEDIA_SIGNING_KEY, { ...claims, expires: soon });
      expect((await t.media(`${bare}?exp=${soon}&sig=${fresh}`)).status).toBe(200);
      // The same signature on João's file, or under Bem Viver's company id: refused.
      const joaoFile = (await t.files(t.joao, joaos.id))![0]!;
      const moved = `/media/appointments/${joaos.companyId}/${joaos.id}/files/${joaoFile.id}${u.search}`;
      expect((await t.media(moved)).status).toBe(403);
      expect((await t.media(url.replace(mine.companyId, t.adminB.viewer.companyId))).status).toBe(403);
      expect((await t.media('/media/appointments/x/y/files/z?exp=1&sig=a')).status).toBe(404);
      // Still fine as given.
      expect((await t.media(url)).status).toBe(200);
    });

    it('a user of another company gets nothing: no detail, NOT_FOUND to send or remove', async () => {
      expect(await t.files(t.adminB, mine.id)).toBeNull();
      expect(code(await t.upload(t.adminB, mine.id, file(pdf('b'), 'application/pdf')))).toBe('NOT_FOUND');
      expect(code(await t.remove(t.adminB, mine.id, path))).toBe('NOT_FOUND');
      expect((await t.files(t.admin, mine.id))!.map((f) => f.filePath)).toEqual([path]);
    });
  });

  it('removing: the patient only what they sent; staff anything; the link and the object are gone', async () => {
    const [staffFile] = (await t.files(t.admin, finished.id))!;
    const before = await t.files(t.admin, pedros.id);
    // Maria sent Pedro's X-ray; João may not remove it, nor Dra. Ana (she reads).
    const [xray] = before!;
    expect(code(await t.remove(t.joao, pedros.id, xray!.filePath))).toBe('NOT_FOUND');
    expect(code(await t.remove(t.ana, pedros.id, xray!.filePath))).toBe('ACCESS_DENIED');
    expect(code(await t.remove(t.maria, pedros.id, `${xray!.filePath}0`))).toBe('NOT_FOUND');
    expect(await t.files(t.admin, pedros.id)).toEqual(before);

    const removed = await t.remove(t.maria, pedros.id, xray!.filePath);
    noErrors(removed);
    expect(removed.data!.removeAppointmentFile.fileName).toBe('raio-x.jpg');
    expect(await t.files(t.admin, pedros.id)).toEqual([]);
    expect(await t.stack.services.ctx.storage.exists(xray!.filePath)).toBe(false);
    expect((await t.media(xray!.url!)).status).toBe(404);

    // The clinic's report on a finished appointment: not the patient's to remove; staff may.
    expect(code(await t.remove(t.maria, finished.id, staffFile!.filePath))).toBe('CONFLICT');
    noErrors(await t.remove(t.manager, finished.id, staffFile!.filePath));
    expect(await t.files(t.admin, finished.id)).toEqual([]);
  });

  it('each upload and removal appends a flow event on topic appointment-file, with no personal data', async () => {
    const res = await fetch(`${t.stack.servicesUrl}/flow/events?after=0&topic=appointment-file`, {
      headers: { authorization: `Bearer ${t.admin.accessToken}`, 'x-company-id': t.admin.viewer.companyId },
    });
    const body = (await res.json()) as { events: Array<{ type: string; entityId: string; payload: Record<string, unknown> }> };
    expect(body.events.filter((e) => e.entityId === pedros.id).map((e) => e.type)).toEqual(['FILE_ADDED', 'FILE_REMOVED']);
    expect(Object.keys(body.events[0]!.payload)).toEqual(['fileId']);
  });
});

describe('exam attachments on S3-compatible storage (a local fake S3)', () => {
  let fake: FakeS3;
  let t: Awaited<ReturnType<typeof fileStack>>;
  let mine: MadeAppointment;

  beforeAll(async () => {
    fake = await startFakeS3();
    t = await fileStack(s3Env(fake));
    mine = await makeAppointment(t.db, { doctorEmail: HOUSE, patientName: 'Maria Silva', startsAt: farSlot(0) });
  });
  afterAll(async () => {
    await t?.stack.close();
    await fake?.close();
  });

  it('stores the file in the bucket under the appointment’s key and serves it back through the link', async () => {
    const bytes = png(3, 3, [10, 20, 30]);
    const r = await t.upload(t.maria, mine.id, file(bytes, 'image/png', 'foto do exame.png'));
    noErrors(r);
    const sent = r.data!.uploadAppointmentFile;
    expect(fake.objects.get(sent.filePath)).toMatchObject({ contentType: 'image/png' });
    const [listed] = (await t.files(t.maria, mine.id))!;
    const download = await t.media(listed!.url!);
    expect([download.status, download.headers.get('content-type'), download.bytes.equals(bytes)]).toEqual([200, 'image/png', true]);
  });

  it('a storage outage is "Could not send the file, please try again" on file, and nothing changes', async () => {
    const before = await t.files(t.admin, mine.id);
    const objects = fake.objects.size;
    fake.failWith = 500;
    let r: GqlResult;
    let rPt: GqlResult;
    try {
      r = await t.upload(t.maria, mine.id, file(pdf('outage'), 'application/pdf'));
      rPt = await t.upload(t.maria, mine.id, file(pdf('outage'), 'application/pdf'), 'pt-BR');
    } finally {
      fake.failWith = null;
    }
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'FILE_SEND_FAILED',
      fields: [{ field: 'file', message: 'Could not send the file, please try again' }],
    });
    expect(r.errors![0]!.message).toBe('Could not send the file, please try again');
    expect(rPt.errors?.[0]?.extensions).toMatchObject({
      fields: [{ field: 'file', message: 'Não foi possível enviar o arquivo, tente novamente' }],
    });
    expect(await t.files(t.admin, mine.id)).toEqual(before);
    expect(fake.objects.size).toBe(objects);
    // Once the store is back, the same file goes through (the failed attempt left nothing that would make it a duplicate).
    noErrors(await t.upload(t.maria, mine.id, file(pdf('outage'), 'application/pdf')));
  });
});
