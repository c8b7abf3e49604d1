import type { ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { printEmergencyTag } from './print-emergency-tag';

const PDF = '%PDF-1.7\n%âãÏÓ\n%%EOF\n';
const base64 = Buffer.from(PDF, 'latin1').toString('base64');
const HELPER = 'http://127.0.0.1:9100';

function clientAnswering(answer: () => Promise<unknown>) {
  const mutate = vi.fn(answer);
  return { client: { mutate } as unknown as Pick<ApolloClient, 'mutate'>, mutate };
}
const tagClient = () =>
  clientAnswering(async () => ({
    data: { generateEmergencyTag: { fileName: 'emergency-tag-000042.pdf', contentType: 'application/pdf', base64 } },
  }));

function helper(routes: { health?: () => Response | Promise<Response>; print?: (init: RequestInit) => Response | Promise<Response> }) {
  return vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const path = String(url);
    if (path === `${HELPER}/healthcheck`) return (routes.health ?? (() => Response.json({ ok: true, printer: 'spool' })))();
    if (path === `${HELPER}/print`) return (routes.print ?? (() => Response.json({ printed: true, file: 'x.pdf' })))(init);
    return new Response('not found', { status: 404 });
  });
}

describe('printEmergencyTag', () => {
  it('makes the tag, checks the helper, then posts the PDF bytes as application/pdf', async () => {
    const { client, mutate } = tagClient();
    const posted: Uint8Array[] = [];
    const fetch = helper({
      print: async (init) => {
        expect(init.method).toBe('POST');
        expect(new Headers(init.headers).get('content-type')).toBe('application/pdf');
        posted.push(new Uint8Array(await new Response(init.body).arrayBuffer()));
        return Response.json({ printed: true, file: 'x.pdf' });
      },
    });
    const log = { warn: vi.fn() };
    expect(await printEmergencyTag(client, 'p-1', { helperUrl: `${HELPER}/`, fetch, log })).toEqual({ printed: true });
    expect(mutate).toHaveBeenCalledWith(expect.objectContaining({ variables: { protocolId: 'p-1' } }));
    expect(fetch.mock.calls.map((c) => String(c[0]))).toEqual([`${HELPER}/healthcheck`, `${HELPER}/print`]);
    expect(Buffer.from(posted[0]!).toString('latin1')).toBe(PDF);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('never throws: a failed tag is logged and nothing is sent to the helper', async () => {
    const { client } = clientAnswering(async () => {
      throw new Error('Impossível acessar o servidor. Tente novamente');
    });
    const fetch = helper({});
    const log = { warn: vi.fn() };
    const result = await printEmergencyTag(client, 'p-1', { helperUrl: HELPER, fetch, log });
    expect(result).toEqual({ printed: false, reason: 'TAG_UNAVAILABLE', detail: 'Impossível acessar o servidor. Tente novamente' });
    expect(fetch).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('TAG_UNAVAILABLE'));
  });

  it('a helper that is not running or not healthy is logged, and nothing is posted', async () => {
    for (const health of [() => Promise.reject(new TypeError('fetch failed')), () => new Response('busy', { status: 503 })]) {
      const fetch = helper({ health });
      const log = { warn: vi.fn() };
      const result = await printEmergencyTag(tagClient().client, 'p-1', { helperUrl: HELPER, fetch, log });
      expect(result).toMatchObject({ printed: false, reason: 'HELPER_UNAVAILABLE' });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(log.warn).toHaveBeenCalledTimes(1);
    }
  });

  it('a refused or failed print is logged with the helper’s answer', async () => {
    const fetch = helper({
      print: () => Response.json({ printed: false, error: 'PRINT_FAILED', message: 'printer offline' }, { status: 502 }),
    });
    const log = { warn: vi.fn() };
    const result = await printEmergencyTag(tagClient().client, 'p-1', { helperUrl: HELPER, fetch, log });
    expect(result).toMatchObject({ printed: false, reason: 'PRINT_FAILED' });
    expect(result.printed === false && result.detail).toContain('printer offline');
    expect(log.warn.mock.calls[0]![0]).toContain('printer offline');
  });
});
