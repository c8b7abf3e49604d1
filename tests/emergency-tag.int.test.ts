import { inflateSync } from 'node:zlib';
import { errorText } from '@teleconsulta/schema';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInInTurn } from './harness/demo-logins.js';
import { putOnDuty } from './harness/emergency-duty.js';
import { callerOf, codeOf, ok } from './harness/gateway-call.js';
import type { SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * Issue 7, "Tag": POST /emergency/generate-tag through the gateway's generateEmergencyTag. Who may have a protocol's
 * tag is who may see the protocol: its patient (or guardian) and the company's staff; anyone else gets NOT_FOUND.
 */
let stack: TestStack;
let admin: SignedIn; // clinic admin of Clínica Saúde Total (emergency on)
let manager: SignedIn;
let house: SignedIn; // doctor granted the demo queues
let maria: SignedIn; // patient, dependents Pedro and Laura
let joao: SignedIn; // another patient of the same clinic
let adminB: SignedIn; // clinic admin of Clínica Bem Viver
let carla: SignedIn; // patient of Bem Viver

type Protocol = { id: string; number: string; arrivedAt: string; queueName: string };
type Tag = { fileName: string; contentType: string; base64: string };
const TAG = 'mutation($id: ID!) { generateEmergencyTag(protocolId: $id) { fileName contentType base64 } }';
const OPEN = `mutation($queueId: ID!, $personId: ID) {
  openEmergencyProtocol(queueId: $queueId, personId: $personId) { id number arrivedAt queueName }
}`;

const call = callerOf(() => stack.gatewayUrl);
const tagOf = async (who: SignedIn, id: string, locale = 'en') =>
  ok(await call<{ generateEmergencyTag: Tag }>(who, TAG, { id }, locale)).generateEmergencyTag;

/** The PDF's pages and the text drawn on its first page (content streams inflated, hex strings decoded as WinAnsi). */
async function readPdf(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const raw = refs
    .map((ref) => doc.context.lookup(ref))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => (s.dict.get(PDFName.of('Filter')) ? inflateSync(s.getContents()) : Buffer.from(s.getContents())).toString('latin1'))
    .join('\n');
  const text = [...raw.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('\n');
  return { pages: doc.getPageCount(), text };
}

let protocol: Protocol;
let timeZone: string;

beforeAll(async () => {
  stack = await startStack();
  // Patients join only a queue someone is checked in to (Emergency is offline otherwise).
  await putOnDuty(stack.gatewayUrl);
  // One after the other: several argon2id verifications at once can outlast the upstream timeout on a busy machine.
  [admin, manager, house, maria, joao, adminB, carla] = await signInInTurn(
    stack,
    'admin',
    'manager',
    'house',
    'mariaByEmail',
    'joaoByEmail',
    'adminB',
    'carlaByEmail',
  );
  const { emergencyQueues } = ok(
    await call<{ emergencyQueues: Array<{ id: string; name: string }> }>(maria, 'query { emergencyQueues(activeOnly: true) { id name } }'),
  );
  const queueId = emergencyQueues.find((q) => q.name === 'Clínica geral')!.id;
  protocol = ok(await call<{ openEmergencyProtocol: Protocol }>(maria, OPEN, { queueId })).openEmergencyProtocol;
  const company = ok(
    await call<{ company: { settings: { timeZone: string } } }>(admin, 'query($id: ID!) { company(id: $id) { settings { timeZone } } }', {
      id: admin.viewer.companyId,
    }),
  );
  timeZone = company.company.settings.timeZone;
});
afterAll(async () => {
  await stack?.close();
});

describe('the patient’s tag', () => {
  it('is a one-page PDF with the clinic, the number large, the queue, the arrival in the clinic’s time zone and a short name', async () => {
    const tag = await tagOf(maria, protocol.id, 'pt-BR');
    expect(tag.contentType).toBe('application/pdf');
    expect(tag.fileName).toBe(`emergency-tag-${protocol.number}.pdf`);
    const bytes = Buffer.from(tag.base64, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(64 * 1024);
    const { pages, text } = await readPdf(bytes);
    expect(pages).toBe(1);
    const at = new Date(protocol.arrivedAt);
    const date = new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
    const time = new Intl.DateTimeFormat('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
    const lines = text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Clínica Saúde Total',
        'Protocolo',
        protocol.number,
        'Fila: Clínica geral',
        `Chegada: ${date} ${time}`,
        'Paciente: Maria S.',
      ]),
    );
    // the tag lies on a counter: no full name
    expect(text).not.toContain('Silva');
  });

  it('speaks the request’s language', async () => {
    const { text } = await readPdf(Buffer.from((await tagOf(maria, protocol.id, 'en')).base64, 'base64'));
    expect(text.split('\n')).toEqual(expect.arrayContaining(['Protocol', protocol.number, 'Queue: Clínica geral', 'Patient: Maria S.']));
    expect(text).toContain('Scan to follow your place in the queue');
  });

  it('prints the same tag again and changes nothing on the protocol', async () => {
    const before = ok(
      await call<{ emergencyProtocol: { status: string; position: number } }>(
        maria,
        'query($id: ID!) { emergencyProtocol(id: $id) { status position } }',
        { id: protocol.id },
      ),
    );
    await tagOf(maria, protocol.id);
    const after = ok(
      await call<{ emergencyProtocol: { status: string; position: number } }>(
        maria,
        'query($id: ID!) { emergencyProtocol(id: $id) { status position } }',
        { id: protocol.id },
      ),
    );
    expect(after).toEqual(before);
  });
});

describe('who may have a tag', () => {
  it('the company’s staff: the manager, the clinic admin and a doctor of the queue', async () => {
    for (const who of [manager, admin, house]) {
      const { text } = await readPdf(Buffer.from((await tagOf(who, protocol.id)).base64, 'base64'));
      expect(text).toContain(protocol.number);
    }
  });

  it('another patient, another company and an unknown id get the same not-found answer', async () => {
    for (const [who, id] of [
      [joao, protocol.id],
      [carla, protocol.id],
      [adminB, protocol.id],
      [maria, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const r = await call(who, TAG, { id }, 'pt-BR');
      expect(codeOf(r)).toBe('NOT_FOUND');
      expect(r.errors![0]!.message).toBe(errorText('NOT_FOUND', 'pt-BR'));
      expect(r.data ?? null).toBeNull();
    }
  });

  it('a bad id is a field error, and no token is refused', async () => {
    const bad = await call(maria, TAG, { id: 'not-a-protocol' }, 'pt-BR');
    expect(codeOf(bad)).toBe('BAD_INPUT');
    expect(bad.errors![0]!.extensions!.fields).toEqual([{ field: 'protocolId', message: 'O campo Protocolo é inválido' }]);
    expect(codeOf(await call(null, TAG, { id: protocol.id }))).toBe('UNAUTHENTICATED');
  });
});
