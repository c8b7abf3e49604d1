import { deflateSync } from 'node:zlib';
import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin } from './console-api.fixtures';

type Professional = { id: string; name: string; photoUrl: string | null };

/** Talks to the gateway as the clinic admin: the photo spec's professionals are created and deleted through the API. */
export async function professionalPhotoApi(gatewayUrl: string) {
  const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);

  return {
    async createProfessional(name: string, crm: string): Promise<Professional> {
      const { createProfessional } = await admin.call<{ createProfessional: Professional }>(
        'mutation Create($input: ProfessionalInput!) { createProfessional(input: $input) { id name photoUrl } }',
        { input: { name, crm, crmState: 'SP', specialties: ['225120'], role: 'D' } },
      );
      return createProfessional;
    },
    async photoUrlOf(id: string): Promise<string | null> {
      const { professional } = await admin.call<{ professional: Professional | null }>(
        'query One($id: ID!) { professional(id: $id) { id name photoUrl } }',
        { id },
      );
      return professional?.photoUrl ?? null;
    },
    async deleteProfessional(id: string): Promise<void> {
      await admin.call('mutation Delete($id: ID!) { deleteProfessional(id: $id) { id } }', { id });
    },
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let crc = 0xffffffff;
  for (const b of body) crc = CRC_TABLE[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}

/** A real PNG (a diagonal gradient of two colours) the browser decodes: size × size pixels. */
export function gradientPng(size: number, from: [number, number, number], to: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * (size - 1));
      rows.push(...from.map((c, i) => Math.round(c + (to[i]! - c) * t)));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
