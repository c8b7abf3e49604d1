import { createServer } from 'node:http';
import { fakeHttp } from './fake-http.js';

/**
 * A local stand-in for ViaCEP (https://viacep.com.br/ws/{cep}/json/), so the CEP adapter is tested without any network.
 * As ViaCEP does: a known CEP answers its address (logradouro, bairro, localidade, uf, ibge…); a well-formed unknown one
 * answers 200 `{"erro": true}`; a malformed one 400. Knobs: `failNext` makes the next request answer 500, a body that
 * is not JSON, JSON without an address, or hang (the client's time-out).
 */
export type FakeViaCepFailure = '500' | 'malformed' | 'incomplete' | 'hang';

export type FakeViaCep = {
  url: string;
  /** Every CEP asked, in order. */
  asked: string[];
  failNext: (kind: FakeViaCepFailure) => void;
  close: () => Promise<void>;
};

/** The addresses the fake knows, by 8-digit CEP. */
export const FAKE_VIACEP_ADDRESSES: Record<string, Record<string, string>> = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
    ibge: '3550308',
    ddd: '11',
  },
  '13083970': {
    cep: '13083-970',
    logradouro: 'Rua Sérgio Buarque de Holanda',
    bairro: 'Cidade Universitária',
    localidade: 'Campinas',
    uf: 'SP',
    ibge: '',
  },
};

export async function startFakeViaCep(): Promise<FakeViaCep> {
  const base = fakeHttp<FakeViaCepFailure>();
  const asked: string[] = [];
  const server = createServer((req, res) => {
    const match = /^\/ws\/([^/]+)\/json\/?$/.exec(req.url ?? '');
    const failure = base.takeFailure(req.method ?? 'GET', req.url ?? '');
    if (failure === 'hang') return base.hang(res);
    const send = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (failure === '500') return send(500, '<html>Internal Server Error</html>');
    if (failure === 'malformed') return send(200, '<html>not json');
    if (failure === 'incomplete') return send(200, JSON.stringify({ cep: '01310-100', ok: 1 }));
    if (!match || !/^\d{8}$/.test(match[1]!)) return send(400, '<h3>Http 400</h3>');
    asked.push(match[1]!);
    const found = FAKE_VIACEP_ADDRESSES[match[1]!];
    return send(200, JSON.stringify(found ?? { erro: true }));
  });
  const url = `${await base.listen(server)}/ws`;
  return { url, asked, failNext: (kind) => base.failNext(kind, null), close: () => base.close(server) };
}
