import type { Agent } from 'node:http';
import { now, type TFlowEventDto, WEBHOOK_HEADERS, ZEmergencyEventPayload } from '@teleconsulta/schema';
import type { FastifyBaseLogger } from 'fastify';
import type { ServicesConfig } from '../config.js';
import type { FlowHub } from '../flow/flow.hub.js';
import type { Database } from '../kit/db.js';
import { SerialRuns } from '../kit/serial-runs.js';
import { inScope, outsideTransaction } from '../kit/tenant.js';
import { webhookCompanies } from './webhook.companies.js';
import { webhookRepository as repo } from './webhook.repository.js';
import { signDelivery } from './webhook.service.js';
import { type Checked, type PinnedTarget, resolveWebhookUrl } from './webhook-address.js';
import { pinnedAgent, postPinned } from './webhook-http.js';

/** Events sent to one endpoint per run at most (the next run goes on). */
const BATCH = 100;
/** Flow events arrive in bursts: one run for a burst. */
const WAKE_DEBOUNCE_MS = 50;
/** A run woken by events looks once more after this (an event whose commit was not yet visible). */
const FOLLOW_UP_MS = 500;
const ERROR_MAX = 300;

export type WebhookRun = { delivered: number; failed: number };

/** The JSON body of an event: the same fields as the GraphQL `EmergencyQueueEvent`. */
export function webhookBody(event: TFlowEventDto): string {
  const parsed = ZEmergencyEventPayload.safeParse(event.payload);
  const p = parsed.success ? parsed.data : null;
  return JSON.stringify({
    sequence: event.seq,
    type: event.type,
    queueId: p?.queueId ?? null,
    protocolId: p?.protocolId ?? null,
    status: p?.status ?? null,
    step: p?.step ?? null,
    positions: (p?.positions ?? []).map((x) => ({ protocolId: x.id, position: x.position })),
    occurredAt: event.createdAt,
  });
}

/**
 * Delivers each company's emergency events to its active webhook endpoints, in sequence order, one at a time per
 * endpoint: an event is POSTed until a 2xx answers, with exponential backoff between attempts (WEBHOOK_RETRY_BASE_MS,
 * doubled per failure up to WEBHOOK_RETRY_MAX_MS), and the next event waits for it. The endpoint's last delivered
 * sequence, its failure count and the next attempt's time are stored after every attempt, so a restart resumes where it
 * stopped and loses nothing (at least once: a crash between a 2xx and its commit sends that event again, with the same
 * X-Teleconsulta-Event-Id). Every attempt is logged. No HTTP call runs inside a transaction.
 * Each delivery (one endpoint's events in a run) resolves the URL's name once, checks every answer with the address
 * rule (webhook-address.ts) and connects to the address it checked (webhook-http.ts): nothing resolves it again.
 * It runs at start (what a restart left), when a flow event commits (the hub's notification, debounced) and when a
 * retry falls due; never on an idle timer (WEBHOOK_DELIVERY=off: only when asked, as in the tests).
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Number.POSITIVE_INFINITY;
  private readonly runs = new SerialRuns<WebhookRun>();
  private stopped = false;
  private unsubscribe: (() => void) | null = null;
  private followUp = false;

  constructor(private readonly deps: { db: Database; hub: FlowHub; config: ServicesConfig['webhooks']; log: FastifyBaseLogger }) {}

  start(): void {
    if (!this.deps.config.enabled) return;
    this.unsubscribe = this.deps.hub.subscribe((_seq, companyId) => {
      if (!webhookCompanies.has(companyId)) return;
      this.wake(Date.now() + WAKE_DEBOUNCE_MS);
      // PGlite may notify while the writing transaction commits: a second look finds an event the first missed.
      this.followUp = true;
    });
    this.wake(Date.now());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.runs.idle();
  }

  /** One run now (after the one in progress): every endpoint due at `now`. */
  async runOnce(at: Date = now()): Promise<WebhookRun> {
    return this.runs.run(() => this.run(at));
  }

  /** Schedules a run at `at` unless one is already scheduled earlier. */
  private wake(at: number) {
    if (this.stopped || !this.deps.config.enabled || at >= this.timerAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.timerAt = Number.POSITIVE_INFINITY;
        const again = this.followUp;
        this.followUp = false;
        // A timer set from a flow notification may carry the committing transaction's context: run outside it.
        outsideTransaction(() => this.runOnce())
          .catch((error) => this.deps.log.error({ err: error }, 'webhooks: the run failed'))
          .finally(() => {
            if (again) this.wake(Date.now() + FOLLOW_UP_MS);
          });
      },
      Math.max(0, at - Date.now()),
    );
    this.timer.unref();
  }

  private async run(now: Date): Promise<WebhookRun> {
    const total: WebhookRun = { delivered: 0, failed: 0 };
    const due = await inScope(this.deps.db, { companyId: null, userId: null }, (tx) => repo.due(tx, now));
    for (const endpoint of due) webhookCompanies.add(endpoint.company_id);
    for (const endpoint of due) {
      if (this.stopped) break;
      const r = await this.deliver(endpoint.id, endpoint.company_id, now);
      total.delivered += r.delivered;
      total.failed += r.failed;
    }
    return total;
  }

  private async deliver(id: string, companyId: string, now: Date): Promise<WebhookRun> {
    const scope = { companyId, userId: null };
    const done: WebhookRun = { delivered: 0, failed: 0 };
    const state = await inScope(this.deps.db, scope, (tx) => repo.forDelivery(tx, id));
    if (!state) return done;
    const events = await inScope(this.deps.db, scope, (tx) => repo.eventsAfter(tx, companyId, state.last_delivered_seq, BATCH));
    if (events.length === 0) return done;
    // One resolution per delivery, checked with the rule; every POST of it connects to that checked address and
    // never resolves the name again (a name answering a public address, then loopback, cannot rebind in between).
    const { allowPrivate, timeoutMs } = this.deps.config;
    const target = await resolveWebhookUrl(state.url, { allowPrivate, timeoutMs });
    const agent = target.ok ? pinnedAgent(target.target) : null;
    try {
      let failures = state.failures;
      for (const event of events) {
        const result = target.ok ? await this.post(target.target, agent!, state.secret, event) : refusal(target);
        const attempt = failures + 1;
        await inScope(this.deps.db, scope, async (tx) => {
          await repo.logAttempt(tx, { companyId, endpointId: id, seq: event.seq, attempt, ...result });
          if (result.delivered) await repo.delivered(tx, id, event.seq);
          else await repo.failed(tx, id, new Date(now.getTime() + this.backoff(attempt)));
        });
        if (!result.delivered) {
          done.failed++;
          this.wake(Date.now() + this.backoff(attempt));
          return done; // order: the next event waits for this one
        }
        done.delivered++;
        failures = 0;
      }
    } finally {
      agent?.destroy();
    }
    if (events.length === BATCH) this.wake(Date.now());
    return done;
  }

  /** The wait after the n-th failed attempt: base × 2^(n−1), at most the maximum. */
  private backoff(attempt: number): number {
    const { retryBaseMs, retryMaxMs } = this.deps.config;
    return Math.min(retryMaxMs, retryBaseMs * 2 ** Math.min(30, attempt - 1));
  }

  private async post(target: PinnedTarget, agent: Agent, secret: string, event: TFlowEventDto): Promise<AttemptResult> {
    const body = webhookBody(event);
    const timestamp = String(Math.floor(Date.now() / 1000));
    try {
      const status = await postPinned(target, agent, {
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Teleconsulta-Webhooks/1',
          [WEBHOOK_HEADERS.timestamp]: timestamp,
          [WEBHOOK_HEADERS.signature]: signDelivery(secret, timestamp, body),
          [WEBHOOK_HEADERS.eventId]: event.seq,
        },
        body,
        timeoutMs: this.deps.config.timeoutMs,
      });
      const delivered = status >= 200 && status < 300;
      return { delivered, statusCode: status, error: delivered ? null : `HTTP ${status}` };
    } catch (error) {
      return { delivered: false, statusCode: null, error: String((error as Error).message ?? error).slice(0, ERROR_MAX) };
    }
  }
}

type AttemptResult = { delivered: boolean; statusCode: number | null; error: string | null };

/** The attempt logged when the rule refuses the URL: nothing was sent. */
function refusal(checked: Extract<Checked<PinnedTarget>, { ok: false }>): AttemptResult {
  const why =
    checked.problem === 'private'
      ? `refused: the address is not public (WEBHOOK_ALLOW_PRIVATE): ${checked.detail}`
      : checked.problem === 'invalid'
        ? `refused: the URL is invalid: ${checked.detail}`
        : `not resolved: ${checked.detail}`;
  return { delivered: false, statusCode: null, error: why.slice(0, ERROR_MAX) };
}
