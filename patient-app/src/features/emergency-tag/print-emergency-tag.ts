import type { ApolloClient } from '@apollo/client';
import { env } from '../../env';
import { GenerateEmergencyTagDocument } from './emergency-tag.documents';

/** Why a tag was not printed: the tag could not be made, the helper did not answer its health check, or it refused to print. */
export type PrintTagFailure = 'TAG_UNAVAILABLE' | 'HELPER_UNAVAILABLE' | 'PRINT_FAILED';
export type PrintTagResult = { printed: true } | { printed: false; reason: PrintTagFailure; detail: string };

export type PrintTagOptions = {
  helperUrl?: string;
  fetch?: typeof fetch;
  log?: Pick<Console, 'warn'>;
  /** How long the helper may take to answer (a print command may be slow). */
  timeoutMs?: number;
};

function pdfBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function helperAnswer(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  return `${res.status}${text ? ` ${text.slice(0, 300)}` : ''}`;
}

/**
 * Prints a protocol's emergency tag (SPEC §7): generateEmergencyTag, then the local print helper's GET /healthcheck,
 * then POST /print with the PDF. SPEC §8: a print failure is only logged — this never throws; it resolves
 * { printed: false, reason } and warns in the console with the reason.
 */
export async function printEmergencyTag(
  client: Pick<ApolloClient, 'mutate'>,
  protocolId: string,
  options: PrintTagOptions = {},
): Promise<PrintTagResult> {
  const helperUrl = (options.helperUrl ?? env.printHelperUrl).replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const log = options.log ?? console;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const fail = (reason: PrintTagFailure, detail: string): PrintTagResult => {
    log.warn(`Emergency tag not printed (${reason}): ${detail}`);
    return { printed: false, reason, detail };
  };

  let pdf: Uint8Array<ArrayBuffer>;
  try {
    const { data, error } = await client.mutate({ mutation: GenerateEmergencyTagDocument, variables: { protocolId } });
    if (error || !data) return fail('TAG_UNAVAILABLE', error ? describe(error) : 'no tag in the answer');
    pdf = pdfBytes(data.generateEmergencyTag.base64);
  } catch (error) {
    return fail('TAG_UNAVAILABLE', describe(error));
  }

  try {
    const health = await doFetch(`${helperUrl}/healthcheck`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!health.ok) return fail('HELPER_UNAVAILABLE', `${helperUrl}/healthcheck answered ${await helperAnswer(health)}`);
  } catch (error) {
    return fail('HELPER_UNAVAILABLE', `${helperUrl}/healthcheck: ${describe(error)}`);
  }

  try {
    const res = await doFetch(`${helperUrl}/print`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: new Blob([pdf], { type: 'application/pdf' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return fail('PRINT_FAILED', `${helperUrl}/print answered ${await helperAnswer(res)}`);
    return { printed: true };
  } catch (error) {
    return fail('PRINT_FAILED', `${helperUrl}/print: ${describe(error)}`);
  }
}
