import {
  createSourceEventStream,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  execute,
  type GraphQLSchema,
  print,
} from 'graphql';
import WebSocket from 'ws';
import { type FrameShare, FrameShares } from './frame-share.js';
import { type PayloadOnly, payloadOnly, type ResolvedFields, resolvedFields } from './payload-only.js';
import { type FeedShare, shareOf } from './shared-feed.js';
import { Turns } from './turns.js';

/** Bytes queued on a socket above which its delivery loop waits for them to go out (a client that reads slowly). */
const HIGH_WATER_BYTES = 64 * 1024;

/**
 * Shared subscription delivery (BENCHMARKS.md M4/M5). graphql-ws executes a subscription's document and serialises the
 * result once per subscriber and per event; for a thousand subscribers of one queue that is a thousand identical
 * executions per event. Here a source built with sharedFeed() whose document reads only the event payload
 * (payload-only.ts) is not handed to graphql-js: each event is executed and serialised once per share key (the feed's
 * scope, the document, the variables that matter), and the same payload JSON is written to every subscriber's socket,
 * with its own graphql-ws `id` in front — the very bytes graphql-ws would have sent. Every other subscription (and a
 * shared feed whose document selects a field with a resolver) runs exactly as graphql-js's `subscribe` runs it.
 *
 * Wiring (ws.ts): `subscribe: (args) => fanOut.subscribe(args)` and, in onOperation, `fanOut.attach(result, socket, id)`.
 */
export class FanOut {
  private readonly shares = new FrameShares();
  /** payloadOnly() of each (cached, shared) document, by operation name. */
  private readonly plans = new WeakMap<DocumentNode, Map<string, PayloadOnly | null>>();
  private readonly execute: Execute;
  private readonly streams: StreamDeps;

  private readonly resolved: ResolvedFields;

  /**
   * Made with the schema before Apollo Server starts on it (see resolvedFields). `execute` is graphql-js's (tests count
   * executions through it).
   */
  constructor(schema: GraphQLSchema, options: { execute?: Execute } = {}) {
    this.resolved = resolvedFields(schema);
    this.execute = options.execute ?? execute;
    this.streams = { execute: this.execute, turns: new Turns(), leave: (share) => this.shares.leave(share) };
  }

  /** graphql-ws's `subscribe`: graphql-js's createSourceEventStream, then a shared stream or per-subscriber execution. */
  async subscribe(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const source = await createSourceEventStream(args);
    if (!isAsyncIterable(source)) return source; // the resolver refused: its errors, as graphql-js answers them
    const share = shareOf(source);
    const plan = share && this.planOf(args);
    if (!share || !plan) return executeEach(source[Symbol.asyncIterator](), args, this.execute);
    const key = shareKey(share.scope, args, plan.variables);
    return new SharedStream(share, this.shares.join(key), args, this.streams);
  }

  /**
   * Points a shared stream at its socket and graphql-ws id (onOperation knows them, subscribe does not). True when
   * `result` is a shared stream: graphql-ws then drives only its lifetime, the frames go straight to the socket.
   * graphql-ws keeps the operation's arguments for as long as the subscription lives, and a shared stream never
   * executes with the subscriber's context: it is let go here (its REST clients and loaders are most of what an idle
   * subscriber would hold, BENCHMARKS.md M8).
   */
  attach(result: unknown, socket: WebSocket, id: string, args: ExecutionArgs): boolean {
    if (!(result instanceof SharedStream)) return false;
    result.attach(socket, id);
    args.contextValue = undefined;
    return true;
  }

  /** Share keys alive now (tests and diagnostics). */
  get shareKeys(): number {
    return this.shares.keys;
  }

  private planOf(args: ExecutionArgs): PayloadOnly | null {
    let byName = this.plans.get(args.document);
    if (!byName) {
      byName = new Map();
      this.plans.set(args.document, byName);
    }
    const name = args.operationName ?? '';
    let plan = byName.get(name);
    if (plan === undefined) {
      plan = payloadOnly(args.schema, this.resolved, args.document, args.operationName);
      byName.set(name, plan);
    }
    return plan;
  }
}

type Execute = (args: ExecutionArgs) => ExecutionResult | Promise<ExecutionResult>;
type StreamDeps = { execute: Execute; turns: Turns; leave: (share: FrameShare) => void };

/**
 * One subscriber of a shared feed, as graphql-ws sees it: an async iterator that yields nothing and ends when the
 * subscription ends (its next() settles then; an error of the feed rejects it, and graphql-ws sends it as today).
 * return() — the client's `complete`, or its socket closing — ends the feed at once. Meanwhile it writes every item's
 * frame itself, in order, the shared payload for events and its own for the first item and resync signals.
 */
export class SharedStream implements AsyncIterableIterator<never> {
  private target: { socket: WebSocket; prefix: string } | null = null;
  private running: Promise<IteratorResult<never>> | null = null;
  private stopped = false;
  private left = false;
  /** The document and variables only: a payload-only document needs no context, so none can leak into a shared frame. */
  private readonly execution: ExecutionArgs;

  constructor(
    private readonly feed: FeedShare<unknown>,
    private readonly frames: FrameShare,
    args: ExecutionArgs,
    private readonly deps: StreamDeps,
  ) {
    this.execution = {
      schema: args.schema,
      document: args.document,
      variableValues: args.variableValues,
      operationName: args.operationName,
    };
  }

  attach(socket: WebSocket, id: string): void {
    // the head of graphql-ws's `next` message, as its JSON.stringify({ id, type, payload }) writes it
    this.target = { socket, prefix: `{"id":${JSON.stringify(id)},"type":"next","payload":` };
  }

  next(): Promise<IteratorResult<never>> {
    this.running ??= this.run();
    return this.running;
  }

  async return(): Promise<IteratorResult<never>> {
    this.stopped = true;
    await this.feed.items.return?.();
    this.release();
    return { done: true, value: undefined };
  }

  async throw(error?: unknown): Promise<IteratorResult<never>> {
    await this.return();
    throw error;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<never> {
    return this;
  }

  private async run(): Promise<IteratorResult<never>> {
    try {
      if (!this.target) throw new Error('A shared subscription stream was not attached to its socket');
      if (this.feed.first !== undefined) await this.write(await this.serialise(this.feed.first));
      while (!this.stopped) {
        const r = await this.feed.items.next();
        if (r.done || this.stopped) break;
        // the common case stays synchronous: no turn due, a cached string, a socket that takes it at once
        const turn = this.deps.turns.take();
        if (turn) await turn;
        if (this.stopped) break; // completed while it waited: nothing more for this id
        const item = r.value;
        const json =
          item.kind === 'event'
            ? this.frames.payload(item.event.seq, () => this.serialise(this.feed.toRoot(item)))
            : this.serialise(this.feed.toRoot(item)); // a resync signal: rare, and not an event to key by
        const waitWrite = this.write(typeof json === 'string' ? json : await json);
        if (waitWrite) await waitWrite;
      }
    } finally {
      await this.feed.items.return?.();
      this.release();
    }
    return { done: true, value: undefined };
  }

  private serialise(root: unknown): string | Promise<string> {
    const result = this.deps.execute({ ...this.execution, rootValue: root });
    return isPromise(result) ? result.then(payloadJson) : payloadJson(result);
  }

  /** Writes one frame; a promise only when the socket's queue is long and the loop should wait for it to drain. */
  private write(payload: string): Promise<void> | undefined {
    const { socket, prefix } = this.target!;
    if (socket.readyState !== WebSocket.OPEN) return undefined; // closing: graphql-ws calls return() next
    const frame = `${prefix}${payload}}`;
    if (socket.bufferedAmount < HIGH_WATER_BYTES) {
      socket.send(frame);
      return undefined;
    }
    return new Promise((resolve) => socket.send(frame, () => resolve()));
  }

  private release(): void {
    if (this.left) return;
    this.left = true;
    this.deps.leave(this.frames);
  }
}

/** A result's `payload` JSON exactly as graphql-ws builds it: the result without `errors`, then the errors' JSON. */
export function payloadJson(result: ExecutionResult): string {
  const { errors, ...rest } = result;
  return JSON.stringify(errors ? { ...rest, errors: errors.map((e) => e.toJSON()) } : rest);
}

/**
 * Everything that can change a shared frame: the feed's scope (tenant, visibility class), the operation, the variables
 * that matter (a replay cursor does not: it only chooses where the events start) and the document's text.
 */
function shareKey(scope: string, args: ExecutionArgs, variables: readonly string[]): string {
  const values = args.variableValues ?? {};
  const used = Object.fromEntries(variables.filter((name) => name in values).map((name) => [name, values[name]]));
  const text = args.document.loc?.source.body ?? print(args.document);
  return JSON.stringify([scope, args.operationName ?? null, used, text]);
}

/** What graphql-js's `subscribe` does after createSourceEventStream: execute the document over each root value. */
function executeEach(source: AsyncIterator<unknown>, args: ExecutionArgs, run: Execute): AsyncIterableIterator<ExecutionResult> {
  const it: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const r = await source.next();
      if (r.done) return { done: true, value: undefined };
      return { done: false, value: await run({ ...args, rootValue: r.value }) };
    },
    async return() {
      await source.return?.();
      return { done: true, value: undefined };
    },
    async throw(error) {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof (value as { [Symbol.asyncIterator]?: unknown } | null)?.[Symbol.asyncIterator] === 'function';

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> => typeof (value as Promise<T>)?.then === 'function';
