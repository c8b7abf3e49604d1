/**
 * M6 — delivery completeness under churn (BENCHMARKS.md M6), a count: 1,000 graphql-ws subscribers of
 * `emergencyBoardChanged` for 60 s of real transitions at 10 events/s. Every 10 s a different 10% of them is dropped
 * (socket terminated) and resubscribes with its `after` cursor (the last sequence it saw); once, mid-run, the
 * gateway's upstream flow socket is dropped (deps.flow.dropConnection(), as tests/realtime.int.test.ts does). At the
 * end every subscriber must hold each emergency sequence committed since it first subscribed exactly once: the
 * missing and duplicate sequences are counted per subscriber against the flow_event log.
 */
import type { BenchContext } from './context.js';
import { BOARD_SUBSCRIPTION, EmergencyProducer, emergencySequencesAfter, lastSequence, wallNow } from './emergency-events.js';
import { section, sleep, table, verdict } from './measure.js';
import { type CompletenessResult, WsClients } from './ws-clients.js';

export type M6Options = { subscribers: number; seconds: number; ratePerSecond: number; dropEverySeconds: number; dropFraction: number };
export type M6Result = {
  events: number;
  late: number;
  drops: Array<{ atS: number; dropped: number; withCursor: number; failed: number }>;
  upstreamDropAtS: number;
  counts: CompletenessResult;
  complete: boolean;
  pass: boolean;
};

export async function runM6(ctx: BenchContext, options: M6Options): Promise<M6Result> {
  const producer = await EmergencyProducer.for(ctx);
  const clients = await WsClients.start(ctx.load);
  try {
    const r = await clients.open({
      url: ctx.stack.gatewayUrl.replace(/^http/, 'ws'),
      token: ctx.token,
      count: options.subscribers,
      mode: 'record',
      query: BOARD_SUBSCRIPTION,
    });
    if (r.failed || r.open !== options.subscribers) throw new Error(`M6: ${r.open} subscribers live, ${r.failed} failed: ${r.firstError}`);
    // Every subscriber is live from here: it must receive each emergency event committed after this sequence.
    const start = await lastSequence(ctx);
    await clients.reset();

    const total = options.seconds * options.ratePerSecond;
    const interval = 1000 / options.ratePerSecond;
    const t0 = wallNow();
    const drops: M6Result['drops'] = [];
    const rounds = Math.floor((options.seconds - 1) / options.dropEverySeconds);
    // The upstream socket drops once, halfway between two subscriber churns.
    const upstreamDropAtS = Math.min(
      options.seconds - 1,
      options.dropEverySeconds * Math.max(1, Math.floor(rounds / 2)) + options.dropEverySeconds / 2,
    );
    const churn = (async () => {
      let upstreamDropped = false;
      for (let round = 1; round <= rounds; round++) {
        const at = t0 + round * options.dropEverySeconds * 1000;
        if (!upstreamDropped && at > t0 + upstreamDropAtS * 1000) {
          await sleep(Math.max(0, t0 + upstreamDropAtS * 1000 - wallNow()));
          ctx.stack.gateway.deps.flow.dropConnection();
          upstreamDropped = true;
        }
        await sleep(Math.max(0, at - wallNow()));
        const d = await clients.drop(options.dropFraction, round);
        drops.push({ atS: (wallNow() - t0) / 1000, dropped: d.dropped, withCursor: d.withCursor, failed: d.failed });
      }
      if (!upstreamDropped) {
        await sleep(Math.max(0, t0 + upstreamDropAtS * 1000 - wallNow()));
        ctx.stack.gateway.deps.flow.dropConnection();
      }
    })();
    let late = 0;
    for (let i = 0; i < total; i++) {
      const wait = t0 + i * interval - wallNow();
      if (wait > 0) await sleep(wait);
      else if (wait < -interval / 2) late++;
      await producer.transition();
    }
    await churn;
    const expected = await emergencySequencesAfter(ctx, start);
    const waited = await clients.wait(expected.length, 20_000);
    const counts = await clients.completeness(expected);
    return {
      events: expected.length,
      late,
      drops,
      upstreamDropAtS,
      counts,
      complete: waited.complete,
      pass: counts.missing === 0 && counts.duplicates === 0 && counts.failed === 0 && expected.length === total,
    };
  } finally {
    await clients.stop();
  }
}

export function printM6(ctx: BenchContext, r: M6Result, o: M6Options): string {
  const head = section(`M6 delivery completeness under churn — ${ctx.engine}`);
  const intro = [
    `${o.subscribers} subscribers of emergencyBoardChanged, ${o.seconds} s of real transitions at ${o.ratePerSecond}/s (${r.events} emergency sequences committed, ${r.late} behind schedule); every ${o.dropEverySeconds} s ${Math.round(o.dropFraction * 100)}% dropped and resubscribed with their cursor; the gateway's upstream flow socket dropped once at ${r.upstreamDropAtS} s`,
    'target: 0 missing, 0 duplicates (counted per subscriber against flow_event)',
  ].join('\n');
  const t = table(
    [
      'subscribers',
      'sequences each',
      'missing (total)',
      'subscribers missing any',
      'duplicates (total)',
      'subscribers with duplicates',
      'failed',
    ],
    [
      [
        String(r.counts.subscribers),
        String(r.events),
        String(r.counts.missing),
        String(r.counts.subsMissing),
        String(r.counts.duplicates),
        String(r.counts.subsDuplicates),
        String(r.counts.failed),
      ],
    ],
  );
  const drops = `churn: ${r.drops.map((d) => `${d.atS.toFixed(1)} s: ${d.dropped} dropped (${d.withCursor} with a cursor)${d.failed ? `, ${d.failed} failed` : ''}`).join('; ')}`;
  const error = r.counts.firstError ? `\nfirst subscriber error: ${r.counts.firstError}` : '';
  return [head, intro, t, drops + error, `verdict: ${verdict(r.pass)}`].join('\n');
}

export function m6Summary(r: M6Result): Array<[string, string]> {
  return [['M6 missing / duplicate sequences under churn (0 / 0)', `${r.counts.missing} / ${r.counts.duplicates} ${verdict(r.pass)}`]];
}
