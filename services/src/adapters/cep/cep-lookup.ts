import type { FastifyBaseLogger } from 'fastify';
import { builtinCepLookup } from './builtin.cep.js';
import { viaCepLookup } from './viacep.cep.js';

/**
 * The postal code (CEP) adapter (ARCHITECTURE.md "Adapters"). `lookup` takes the 8 digits and answers the address, or
 * null for a CEP the provider does not know. A provider that fails (refused, timed out, an answer it cannot read)
 * throws CepUnavailableError; the person service turns it into SPEC §8's failed address lookup. The built-in default
 * works offline from shipped data (the state of every CEP, the city of some capitals' ranges); ViaCEP is the real one.
 */
export type CepAddress = {
  street: string;
  district: string;
  /** The city's name ('' when unknown). */
  city: string;
  /** The UF acronym. */
  state: string;
  /** The city's 7-digit IBGE code, when the provider gives it. */
  ibgeCode?: string;
};

export interface CepLookup {
  readonly provider: 'builtin' | 'viacep';
  lookup(cep: string): Promise<CepAddress | null>;
}

/** The provider failed: nothing to say about the CEP itself. `reason` is logged, never shown. */
export class CepUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`CEP lookup unavailable: ${reason}`);
    this.name = 'CepUnavailableError';
  }
}

export type CepSettings = { provider: 'builtin' } | { provider: 'viacep'; url: string; timeoutMs: number };

export type CepLog = Pick<FastifyBaseLogger, 'warn'>;

export function createCepLookup(settings: CepSettings, log?: CepLog): CepLookup {
  return settings.provider === 'viacep' ? viaCepLookup(settings, log) : builtinCepLookup();
}
