import type { TriageInput, TriageResult } from '@teleconsulta/schema';
import type { FastifyBaseLogger } from 'fastify';
import { llmTriage } from './llm.triage.js';
import { rulesTriage } from './rules.triage.js';

/**
 * The triage adapter (ARCHITECTURE.md Adapters): the built-in rule engine by default (schema's ruleTriage), an
 * OpenAI-compatible chat-completions endpoint when TRIAGE_PROVIDER=llm. Whatever the provider, the rules are a floor:
 * an answer is never less urgent than the rules' and never drops a red flag, and a provider that fails gives the rules'
 * answer. `assess` never throws for a provider's failure.
 */
export type TriageAdapter = { assess(input: TriageInput): Promise<TriageResult> };

export type TriageLlmSettings = {
  /** The chat-completions URL (…/v1/chat/completions). */
  url: string;
  /** Sent as `Authorization: Bearer …`; never logged. None: no Authorization header (a local model server). */
  apiKey: string | null;
  model: string;
  /** Time allowed for the whole answer. */
  timeoutMs: number;
};

export type TriageSettings = { provider: 'rules' } | { provider: 'llm'; llm: TriageLlmSettings };

/** Where a provider's failure is told (the services' logger): the reason only, never the key or the patient's words. */
export type TriageLog = Pick<FastifyBaseLogger, 'warn'>;

export function createTriageAdapter(settings: TriageSettings, log?: TriageLog): TriageAdapter {
  return settings.provider === 'llm' ? llmTriage(settings.llm, log) : rulesTriage();
}
