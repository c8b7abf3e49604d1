import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPeople } from './harness/booking.js';
import { type FakeS3, s3Env, startFakeS3 } from './harness/fake-s3.js';
import { type GqlResult, gql, type SignedIn } from './harness/graphql.js';
import { gifBytes, jpegLike, pdfBytes, png } from './harness/images.js';
import { startStack } from './harness/stack.js';

/** Both processes read UPLOAD_MAX_MB; 1 MB keeps the "too large" files small. */
const LIMITS = { UPLOAD_MAX_MB: '1' };
const MB = 1024 * 1024;

const PROFESSIONAL = 'id name photoUrl updatedAt';
const UPLOAD = `mutation($id: ID!, $file: FileInput!) { uploadProfessionalPhoto(id: $id, file: $file) { ${PROFESSIONAL} } }`;
const REMOVE = `mutation($id: ID!) { removeProfessionalPhoto(id: $id) { ${PROFESSIONAL} } }`;
const ONE = `query($id: ID!) { professional(id: $id) { ${PROFESSIONAL} } }`;
const FIND = 'query($q: String) { professionals(filter: { q: $q }) { items { id name userId photoUrl } } }';

type Professional = { id: string; name: string; photoUrl: string | null; updatedAt: string };
type FieldError = { code?: string; fields?: Array<{ field: string; message: string }> };

const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale });
const file = (bytes: Buffer, contentType: string, fileName = 'photo') => ({ fileName, contentType, base64: bytes.toString('base64') });

/** One stack and its users; the helpers read photos back the way a browser does: GET the photoUrl on the gateway. */
async function photoStack(servicesEnv: Record<string, string> = {}) {
  const stack = await startStack({ servicesEnv: { ...LIMITS, ...servicesEnv }, gatewayEnv: LIMITS });
  const gatewayBase = stack.gatewayUrl.replace(/\/graphql$/, '');
  const { admin, manager, adminB, house, ana, maria } = await signInPeople(stack);
  const byName = async (name: string) => {
    const r = await gql<{ professionals: { items: Array<Professional & { userId: string }> } }>(
      stack.gatewayUrl,
      FIND,
      { q: name },
      as(admin!),
    );
    return r.data!.professionals.items.find((p) => p.name === name)!;
  };
  const upload = (who: SignedIn, id: string, f: ReturnType<typeof file>, locale = 'en') =>
    gql<{ uploadProfessionalPhoto: Professional }>(stack.gatewayUrl, UPLOAD, { id, file: f }, as(who, locale));
  const remove = (who: SignedIn, id: string) => gql<{ removeProfessionalPhoto: Professional }>(stack.gatewayUrl, REMOVE, { id }, as(who));
  const read = async (who: SignedIn, id: string) =>
    (await gql<{ professional: Professional | null }>(stack.gatewayUrl, ONE, { id }, as(who))).data!.professional;
  /** What a browser gets for an <img src>: no token, no company header. */
  const media = async (photoUrl: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${gatewayBase}${photoUrl}`, { headers });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  return {
    stack,
    gatewayBase,
    admin: admin!,
    manager: manager!,
    adminB: adminB!,
    house: house!,
    ana: ana!,
    maria: maria!,
    byName,
    upload,
    remove,
    read,
    media,
  };
}

const fieldErrors = (r: GqlResult) => r.errors?.[0]?.extensions as FieldError | undefined;
/** No GraphQL error (a failure shows its code and message). */
const noErrors = (r: GqlResult) => expect(r.errors?.map((e) => `${e.extensions?.code}: ${e.message}`)).toBeUndefined();
const versionOf = (photoUrl: string) => new URL(photoUrl, 'http://x').searchParams.get('v')!;

describe('professional photos through the gateway (built-in storage)', () => {
  let t: Awaited<ReturnType<typeof photoStack>>;
  let houseId: string;
  let anaId: string;
  const first = png(4, 4, [200, 30, 30]);

  beforeAll(async () => {
    t = await photoStack();
    houseId = (await t.byName('Dr. Gregório House')).id;
    anaId = (await t.byName('Dra. Ana Pediatra')).id;
  });
  afterAll(async () => {
    await t?.stack.close();
  });

  it('the clinic admin uploads a PNG and the photoUrl serves the same bytes, type, ETag and a cache policy; no token needed', async () => {
    expect((await t.read(t.admin, houseId))!.photoUrl).toBeNull();
    const r = await t.upload(t.admin, houseId, file(first, 'image/png', 'house.png'));
    noErrors(r);
    const photoUrl = r.data!.uploadProfessionalPhoto.photoUrl!;
    const companyId = t.admin.viewer.companyId;
    expect(photoUrl).toMatch(new RegExp(`^/media/professionals/${companyId}/${houseId}/photo\\?v=[\\w-]+$`));
    expect((await t.read(t.admin, houseId))!.photoUrl).toBe(photoUrl);

    const img = await t.media(photoUrl);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.bytes.equals(first)).toBe(true);
    expect(img.headers.get('etag')).toBe(`"${versionOf(photoUrl)}"`);
    expect(img.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(img.headers.get('x-content-type-options')).toBe('nosniff');
    // The bare path (no version) is revalidated every time; the browser's copy is answered 304.
    const bare = await t.media(photoUrl.replace(/\?.*$/, ''));
    expect([bare.status, bare.headers.get('cache-control'), bare.bytes.equals(first)]).toEqual([200, 'public, no-cache', true]);
    const again = await t.media(photoUrl, { 'if-none-match': img.headers.get('etag')! });
    expect([again.status, again.bytes.length]).toEqual([304, 0]);

    // Everyone who reads the professional gets the same URL, the patient too.
    expect((await t.read(t.maria, houseId))!.photoUrl).toBe(photoUrl);
    expect((await t.read(t.ana, houseId))!.photoUrl).toBe(photoUrl);
  });

  it('replacing the photo gives a new URL; the old object is deleted and the old URL no longer shows the old photo', async () => {
    const before = (await t.read(t.admin, houseId))!.photoUrl!;
    const r = await t.upload(t.manager, houseId, file(jpegLike('second photo'), 'image/jpeg', 'house.jpg'));
    noErrors(r);
    const after = r.data!.uploadProfessionalPhoto.photoUrl!;
    expect(after).not.toBe(before);
    const img = await t.media(after);
    expect([img.status, img.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(img.bytes.equals(jpegLike('second photo'))).toBe(true);
    const old = await t.media(before);
    expect(old.bytes.equals(first)).toBe(false);
    expect(old.headers.get('cache-control')).toBe('public, no-cache');
    const storage = t.stack.services.ctx.storage;
    const key = (url: string) => `company/${t.admin.viewer.companyId}/professional/${houseId}/photo/${versionOf(url)}`;
    expect(await storage.exists(key(before))).toBe(false);
    expect(await storage.exists(key(after))).toBe(true);
  });

  it('removing the photo: photoUrl null, the media URL 404, the object gone; removing again is fine', async () => {
    const before = (await t.read(t.admin, houseId))!.photoUrl!;
    const r = await t.remove(t.admin, houseId);
    noErrors(r);
    expect(r.data!.removeProfessionalPhoto.photoUrl).toBeNull();
    expect((await t.read(t.admin, houseId))!.photoUrl).toBeNull();
    expect((await t.media(before)).status).toBe(404);
    expect(
      await t.stack.services.ctx.storage.exists(`company/${t.admin.viewer.companyId}/professional/${houseId}/photo/${versionOf(before)}`),
    ).toBe(false);
    const twice = await t.remove(t.admin, houseId);
    noErrors(twice);
  });

  it('each upload and removal appends a flow event on topic professional', async () => {
    const events = await fetch(`${t.stack.servicesUrl}/flow/events?after=0&topic=professional`, {
      headers: { authorization: `Bearer ${t.admin.accessToken}`, 'x-company-id': t.admin.viewer.companyId },
    });
    const body = (await events.json()) as { events: Array<{ type: string; entityId: string; payload: { photoVersion?: string | null } }> };
    const mine = body.events.filter((e) => e.entityId === houseId);
    // upload, replace, remove (the second removal changed nothing, so no event)
    expect(mine.map((e) => [e.type, e.payload.photoVersion === null])).toEqual([
      ['UPDATED', false],
      ['UPDATED', false],
      ['UPDATED', true],
    ]);
  });

  describe('refusals are field errors on photo and change nothing', () => {
    let photoUrl: string;
    beforeAll(async () => {
      photoUrl = (await t.upload(t.admin, anaId, file(first, 'image/png'))).data!.uploadProfessionalPhoto.photoUrl!;
    });
    const unchanged = async () => {
      expect((await t.read(t.admin, anaId))!.photoUrl).toBe(photoUrl);
      expect((await t.media(photoUrl)).bytes.equals(first)).toBe(true);
    };

    it('tells the apps the limit', async () => {
      const r = await gql<{ uploadLimits: { maxMb: number; photoContentTypes: string[] } }>(
        t.stack.gatewayUrl,
        'query { uploadLimits { maxMb photoContentTypes } }',
        {},
        as(t.admin),
      );
      expect(r.data!.uploadLimits).toEqual({ maxMb: 1, photoContentTypes: ['image/jpeg', 'image/png', 'image/webp'] });
    });

    it.each([
      [
        'one byte over 1 MB',
        Buffer.concat([png(1, 1, [0, 0, 0]), Buffer.alloc(MB)]).subarray(0, MB + 1),
        'image/png',
        'Photo must be at most 1 MB',
        'Foto deve ter no máximo 1 MB',
      ],
      [
        'a PDF renamed .png',
        pdfBytes(),
        'image/png',
        'Photo must be a JPEG, PNG or WebP image',
        'Foto deve ser uma imagem JPEG, PNG ou WebP',
      ],
      ['a GIF', gifBytes(), 'image/gif', 'Photo must be a JPEG, PNG or WebP image', 'Foto deve ser uma imagem JPEG, PNG ou WebP'],
      ['an empty file', Buffer.alloc(0), 'image/png', 'Photo is required', 'O campo Foto é obrigatório'],
    ])('%s: refused by the gateway, never sent to the services', async (_name, bytes, type, en, pt) => {
      const calls = () => t.stack.services.ctx.counters.get('PUT /professional/:id/photo') ?? 0;
      const before = calls();
      const r = await t.upload(t.admin, anaId, file(bytes, type));
      expect(fieldErrors(r)).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'photo', message: en }] });
      const rPt = await t.upload(t.admin, anaId, file(bytes, type), 'pt-BR');
      expect(fieldErrors(rPt)).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'photo', message: pt }] });
      expect(calls()).toBe(before);
      await unchanged();
    });

    it('the services check the same rules when called directly (bytes of a PDF declared image/png; too large)', async () => {
      const put = (body: Buffer, type: string) =>
        fetch(`${t.stack.servicesUrl}/professional/${anaId}/photo`, {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${t.admin.accessToken}`,
            'x-company-id': t.admin.viewer.companyId,
            'accept-language': 'pt-BR',
            'content-type': type,
          },
          body,
        });
      const pdf = await put(pdfBytes(), 'image/png');
      expect([pdf.status, await pdf.json()]).toEqual([
        400,
        {
          code: 'BAD_INPUT',
          message: 'Dados inválidos',
          fields: [{ field: 'photo', message: 'Foto deve ser uma imagem JPEG, PNG ou WebP' }],
        },
      ]);
      const big = await put(Buffer.concat([png(1, 1, [0, 0, 0]), Buffer.alloc(2 * MB)]), 'image/png');
      expect([big.status, ((await big.json()) as FieldError).fields]).toEqual([
        400,
        [{ field: 'photo', message: 'Foto deve ter no máximo 1 MB' }],
      ]);
      await unchanged();
    });
  });

  it('a doctor changes only their own photo; another doctor’s, a patient’s attempt: ACCESS_DENIED and nothing changed', async () => {
    const own = await t.upload(t.house, houseId, file(png(2, 2, [0, 120, 0]), 'image/png'));
    noErrors(own);
    const anaBefore = (await t.read(t.admin, anaId))!.photoUrl;
    const other = await t.upload(t.house, anaId, file(png(2, 2, [0, 0, 120]), 'image/png'));
    expect(fieldErrors(other)?.code).toBe('ACCESS_DENIED');
    expect((await t.remove(t.house, anaId)).errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    expect((await t.upload(t.maria, houseId, file(png(2, 2, [9, 9, 9]), 'image/png'))).errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    expect((await t.remove(t.maria, houseId)).errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    expect((await t.read(t.admin, anaId))!.photoUrl).toBe(anaBefore);
    expect((await t.read(t.admin, houseId))!.photoUrl).toBe(own.data!.uploadProfessionalPhoto.photoUrl);
    // Ana (DC) removes her own.
    expect((await t.remove(t.ana, anaId)).data!.removeProfessionalPhoto.photoUrl).toBeNull();
  });

  it('a user of another company gets nothing: NOT_FOUND to upload or remove, no photo through the media route', async () => {
    const photoUrl = (await t.read(t.admin, houseId))!.photoUrl!;
    const upload = await t.upload(t.adminB, houseId, file(png(2, 2, [1, 2, 3]), 'image/png'));
    expect(fieldErrors(upload)?.code).toBe('NOT_FOUND');
    expect((await t.remove(t.adminB, houseId)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.read(t.adminB, houseId)).toBeNull();
    // The same photo asked for under Bem Viver's company id: RLS sees no such professional.
    const foreign = photoUrl.replace(t.admin.viewer.companyId, t.adminB.viewer.companyId);
    expect((await t.media(foreign)).status).toBe(404);
    expect((await t.media('/media/professionals/not-a-uuid/x/photo')).status).toBe(404);
    expect((await t.read(t.admin, houseId))!.photoUrl).toBe(photoUrl);
    expect((await t.media(photoUrl)).status).toBe(200);
  });
});

describe('professional photos on S3-compatible storage (a local fake S3)', () => {
  let fake: FakeS3;
  let t: Awaited<ReturnType<typeof photoStack>>;
  let houseId: string;

  beforeAll(async () => {
    fake = await startFakeS3();
    t = await photoStack(s3Env(fake));
    houseId = (await t.byName('Dr. Gregório House')).id;
  });
  afterAll(async () => {
    await t?.stack.close();
    await fake?.close();
  });

  it('stores the photo in the bucket under the professional’s key and serves it back through the gateway', async () => {
    const bytes = png(3, 3, [10, 20, 30]);
    const r = await t.upload(t.admin, houseId, file(bytes, 'image/png'));
    noErrors(r);
    const photoUrl = r.data!.uploadProfessionalPhoto.photoUrl!;
    const key = `company/${t.admin.viewer.companyId}/professional/${houseId}/photo/${versionOf(photoUrl)}`;
    expect(fake.objects.get(key)).toMatchObject({ contentType: 'image/png' });
    expect(fake.objects.get(key)!.bytes.equals(bytes)).toBe(true);
    const img = await t.media(photoUrl);
    expect([img.status, img.headers.get('content-type'), img.bytes.equals(bytes)]).toEqual([200, 'image/png', true]);
    expect(fake.requests.every((req) => req.refused === null)).toBe(true);
  });

  it('a storage outage is "Could not send the file, please try again" on photo, and the previous photo stays', async () => {
    const before = (await t.read(t.admin, houseId))!.photoUrl!;
    const objects = fake.objects.size;
    fake.failWith = 500;
    let r: GqlResult;
    let rPt: GqlResult;
    try {
      r = await t.upload(t.admin, houseId, file(png(3, 3, [99, 99, 99]), 'image/png'));
      rPt = await t.upload(t.admin, houseId, file(png(3, 3, [99, 99, 99]), 'image/png'), 'pt-BR');
    } finally {
      fake.failWith = null;
    }
    expect(fieldErrors(r)).toMatchObject({
      code: 'FILE_SEND_FAILED',
      fields: [{ field: 'photo', message: 'Could not send the file, please try again' }],
    });
    expect(r.errors![0]!.message).toBe('Could not send the file, please try again');
    expect(fieldErrors(rPt)).toMatchObject({ fields: [{ field: 'photo', message: 'Não foi possível enviar o arquivo, tente novamente' }] });
    expect((await t.read(t.admin, houseId))!.photoUrl).toBe(before);
    expect(fake.objects.size).toBe(objects);
    expect((await t.media(before)).status).toBe(200);
  });

  it('removing deletes the object from the bucket', async () => {
    const before = (await t.read(t.admin, houseId))!.photoUrl!;
    expect((await t.remove(t.admin, houseId)).data!.removeProfessionalPhoto.photoUrl).toBeNull();
    expect([...fake.objects.keys()].some((k) => k.endsWith(versionOf(before)))).toBe(false);
  });
});
