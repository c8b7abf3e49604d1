import { z } from 'zod';
import { type CepAddress, type CepLog, type CepLookup, CepUnavailableError } from './cep-lookup.js';

/** ViaCEP's answer (https://viacep.com.br): the fields we read, loosely; `{"erro": true}` (or "true") for an unknown CEP. */
const ZViaCepFound = z.looseObject({
  logradouro: z.string().default(''),
  bairro: z.string().default(''),
  localidade: z.string().min(1),
  uf: z.string().regex(/^[A-Z]{2}$/),
  ibge: z
    .string()
    .regex(/^\d{7}$/)
    .optional()
    .catch(undefined),
});
const ZViaCepUnknown = z.looseObject({ erro: z.union([z.literal(true), z.literal('true')]) });

async function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new CepUnavailableError(timedOut ? `no answer within ${timeoutMs} ms` : 'the provider could not be reached');
  }
  if (!res.ok) throw new CepUnavailableError(`the provider answered ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new CepUnavailableError('the answer is not JSON');
  }
}

/** What a ViaCEP answer means: the address, null (unknown CEP), or a failure for anything else. */
export function readViaCep(body: unknown): CepAddress | null {
  if (ZViaCepUnknown.safeParse(body).success) return null;
  const found = ZViaCepFound.safeParse(body);
  if (!found.success) throw new CepUnavailableError('the answer has no address');
  const { logradouro, bairro, localidade, uf, ibge } = found.data;
  return { street: logradouro, district: bairro, city: localidade, state: uf, ...(ibge ? { ibgeCode: ibge } : {}) };
}

/** GET {url}/{cep}/json/ with a time-out; every failure is logged (the reason and the provider, never the CEP) and thrown. */
export function viaCepLookup(settings: { url: string; timeoutMs: number }, log?: CepLog): CepLookup {
  const base = settings.url.replace(/\/+$/, '');
  return {
    provider: 'viacep',
    lookup: async (cep) => {
      try {
        return readViaCep(await fetchJson(`${base}/${encodeURIComponent(cep)}/json/`, settings.timeoutMs));
      } catch (error) {
        if (error instanceof CepUnavailableError) log?.warn({ provider: 'viacep', reason: error.reason }, 'CEP lookup unavailable');
        throw error;
      }
    },
  };
}
