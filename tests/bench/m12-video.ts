/**
 * M12 — video time to first remote frame (BENCHMARKS.md M12): headless Chromium (Debian's, as the e2e tests drive it,
 * with the fake camera and microphone of e2e/browser.ts), a doctor's page and a patient's page in two contexts.
 *
 * - bare: two RTCPeerConnections in one page hand each other their signals directly (the floor);
 * - app: the patient app's own room page (built and served here as the e2e tests do, /graphql proxied to the gateway):
 *   Dr. House is in the started room of a paid consultation of Maria's; from Maria's "Enter the room" (its JoinRoom
 *   request: the join()) until both pages' remote <video> presented a frame, every signal through the built-in room
 *   over the gateway (sendRoomSignal → services → flow log → gateway → roomEvents). An init script only watches the
 *   page: its JoinRoom and SendRoomSignal requests, the SIGNALs on its websocket, the remote video's frames.
 * - client (info): the same join with the app's call code alone (patient-app/src/features/room/peer-call.ts,
 *   transpiled here for the page) and a join/subscribe/relay written by hand (m12-page.js) — the room's signalling
 *   without the app's page around it, so what the page adds shows.
 *
 * Interleaved blocks (bare, app, client, …) after one warm-up of each; ratios are medians of per-block ratios.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { cpus } from 'node:os';
import { sandboxCardInput } from '@teleconsulta/schema';
import { type Browser, chromium, type Page } from 'playwright-core';
import ts from 'typescript';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/browser.js';
import { LoginPage } from '../../e2e/pages/patient/login.page.js';
// @ts-expect-error plain ESM scripts without type declarations
import { buildApps } from '../../scripts/build.mjs';
// @ts-expect-error plain ESM scripts without type declarations
import { serveApp } from '../../scripts/serve-static.mjs';
import { gql, signIn } from '../harness/graphql.js';
import type { BenchContext } from './context.js';
import { type BlockStat, blockStat, fmt, interleave, section, table, verdict } from './measure.js';

export const M12_TARGETS = { ratio: 2, appMs: 1000, messages: 10 } as const;
export type M12Options = { blocks: number; timeoutMs: number };

type BareSample = { ms: number; messages: number; sources: string[]; errors: string[] };
/** One location's first remote frame (absolute times, ms), its signals up to it, and its room events with their times. */
type SideFrame = {
  t0: number;
  at: number;
  source: string;
  sent: number;
  received: number;
  events: Array<[number, string]>;
  errors: string[];
};
type ClientSample = { ms: number; joinedMs: number; doctor: SideFrame; patient: SideFrame };
/** The app page: a side's first frame after the patient's join, and the signal times (absolute ms) it saw. */
type UiSide = { at: number; sent: number[]; received: number[] };
type AppSample = { ms: number; t0: number; doctor: UiSide; patient: UiSide };
type Block = { bare: BareSample; app: AppSample; client: ClientSample };

export type M12Result =
  | { skipped: string }
  | {
      skipped?: undefined;
      blocks: Block[];
      ratio: BlockStat;
      appMs: BlockStat;
      bareMs: BlockStat;
      clientMs: BlockStat;
      /** Signals one location handled (sent + received) before its first remote frame, the larger side, per block. */
      messages: BlockStat;
      chromium: string;
      affinity: string;
      pass: { ratio: boolean; appMs: boolean; messages: boolean };
    };

const DOCTOR = { method: 'EMAIL', email: 'dr.house@example.com', password: 'Medico123' };
const PATIENT = { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12' };
const PAGE_SCRIPT = readFileSync(new URL('./m12-page.js', import.meta.url), 'utf8');
const ROOM_DIR = new URL('../../patient-app/src/features/room/', import.meta.url);
const APP_DIR = new URL('../../patient-app/dist', import.meta.url).pathname;

/** The in-page API of m12-page.js (window.m12), as the evaluate callbacks see it. */
type InPage = {
  media(): Promise<void>;
  bare(timeoutMs: number): Promise<BareSample>;
  enter(args: EnterArgs): Promise<{ state: string; peerPresent: boolean; joinedMs: number }>;
  frame(timeoutMs: number): Promise<SideFrame>;
  leave(): Promise<void>;
  ui: { joinAt: number | null; sent: number[]; received: number[]; frameAfter(after: number): number | null };
};
type EnterArgs = { endpoint: string; wsUrl: string; token: string; access: string; role: 'PATIENT' | 'PROFESSIONAL'; start: boolean };

/**
 * The patient app's built-in call as one classic script for the page: peer-call.ts and the modules of its folder that
 * it imports (type-only imports vanish in the transpile), each in its own scope, PeerCall as window.m12PeerCall. Only
 * relative imports of that folder are followed: a package import stops the bench with its name.
 */
export function roomCallScript(entry = 'peer-call'): string {
  const modules: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    const source = readFileSync(new URL(`${name}.ts`, ROOM_DIR), 'utf8');
    const js = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    }).outputText;
    const exported: string[] = [];
    const body = js
      .replace(/^import\s+(?:\{([^}]*)\}\s+from\s+)?['"]([^'"]+)['"];?[ \t]*$/gm, (_line, names: string | undefined, from: string) => {
        if (!from.startsWith('./')) throw new Error(`M12: ${name}.ts imports ${from}; the bench loads only the room folder's own modules`);
        const dep = from.slice(2).replace(/\.(js|ts)$/, '');
        visit(dep);
        return names ? `const {${names.replace(/\bas\b/g, ':')}} = modules[${JSON.stringify(dep)}];` : '';
      })
      .replace(/^export\s+(async\s+function|function|class|const|let)\s+([A-Za-z_$][\w$]*)/gm, (_line, kind: string, id: string) => {
        exported.push(id);
        return `${kind} ${id}`;
      })
      .replace(/^export\s*\{\s*\};?[ \t]*$/gm, '');
    if (/^(import|export)\b/m.test(body)) throw new Error(`M12: ${name}.ts has an import or export form the bench cannot load`);
    modules.push(`modules[${JSON.stringify(name)}] = (() => {\n${body}\nreturn { ${exported.join(', ')} };\n})();`);
  };
  visit(entry);
  return `(() => {\nconst modules = {};\n${modules.join('\n')}\nwindow.m12PeerCall = modules[${JSON.stringify(entry)}].PeerCall;\n})();`;
}

/** The page's global object as the evaluate callbacks see it (they run in the page: no closure over this module). */
type Win = { m12: InPage };

/**
 * When run.ts pinned this process to core 0 (taskset), Chromium would inherit that core and share it with the stack:
 * it is started on the other cores instead (this process's affinity widened for the launch, then pinned back).
 */
async function launch(ctx: BenchContext, executablePath: string): Promise<{ browser: Browser; affinity: string }> {
  const start = () => chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const n = cpus().length;
  if (!ctx.load.pinning.pinned || n < 2) return { browser: await start(), affinity: 'Chromium not pinned' };
  const others = n === 2 ? '1' : `1-${n - 1}`;
  execFileSync('taskset', ['-a', '-p', '-c', others, String(process.pid)], { stdio: 'ignore' });
  try {
    return { browser: await start(), affinity: `Chromium on core ${others} (the stack on core 0)` };
  } finally {
    execFileSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
  }
}

async function call<T>(ctx: BenchContext, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await gql<T>(ctx.stack.gatewayUrl, query, variables, { token });
  if (r.errors?.length || !r.data) throw new Error(`M12 setup: ${JSON.stringify(r.errors)}`);
  return r.data;
}

/**
 * A paid consultation of Maria with Dr. House, its telemedicine consent given, as the patient would leave it: the
 * first free slots from tomorrow on (a random one of ten), paid by the sandbox's approved card. The bench's stack opens
 * rooms 60 days ahead (ROOM_OPENS_MINUTES_BEFORE in run.ts).
 */
async function booker(ctx: BenchContext, patientToken: string) {
  const { me } = await call<{ me: { personId: string } }>(ctx, patientToken, '{ me { personId } }');
  const { professionals } = await call<{ professionals: { items: Array<{ id: string; name: string }> } }>(
    ctx,
    ctx.token,
    '{ professionals(perPage: 100) { items { id name } } }',
  );
  const houseId = professionals.items.find((p) => p.name === 'Dr. Gregório House')?.id;
  if (!houseId) throw new Error('M12 setup: Dr. Gregório House is not in the demo clinic');
  return async (): Promise<{ access: string }> => {
    const { availableSlots } = await call<{ availableSlots: { slots: Array<{ date: string; startsAt: string }> } }>(
      ctx,
      patientToken,
      'query($id: ID) { availableSlots(professionalId: $id) { slots { date startsAt } } }',
      { id: houseId },
    );
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const slots = availableSlots.slots.filter((s) => s.date >= tomorrow).slice(0, 10);
    const slot = slots[Math.floor(Math.random() * slots.length)];
    if (!slot) throw new Error('M12 setup: no free slot for Dr. House');
    const { bookAppointment: a } = await call<{ bookAppointment: { protocol: string; roomAccess: string; paymentAccess: string } }>(
      ctx,
      patientToken,
      'mutation($input: BookAppointmentInput!) { bookAppointment(input: $input) { protocol roomAccess paymentAccess } }',
      { input: { doctorId: houseId, patientId: me.personId, startsAt: slot.startsAt, reason: 'M12 bench' } },
    );
    await call(
      ctx,
      patientToken,
      `mutation($access: String!, $protocol: String!, $input: PayInput!, $key: String!) {
        payAppointment(access: $access, protocol: $protocol, input: $input, idempotencyKey: $key) { paid } }`,
      {
        access: a.paymentAccess,
        protocol: a.protocol,
        key: randomUUID(),
        input: sandboxCardInput(),
      },
    );
    const { telemedicineConsent } = await call<{ telemedicineConsent: { version: string; accepted: boolean } }>(
      ctx,
      patientToken,
      'query($protocol: String!) { telemedicineConsent(protocol: $protocol) { version accepted } }',
      { protocol: a.protocol },
    );
    if (!telemedicineConsent.accepted)
      await call(
        ctx,
        patientToken,
        'mutation($protocol: String!, $version: String!) { acceptTelemedicineConsent(protocol: $protocol, version: $version) { accepted } }',
        { protocol: a.protocol, version: telemedicineConsent.version },
      );
    // The room's link code (SECURITY.md T24: the payment code opens no room).
    return { access: a.roomAccess };
  };
}

/** A page of its own context on the gateway's origin (same-origin fetch; 127.0.0.1 is a secure context for the camera). */
async function roomPage(browser: Browser, origin: string, callScript: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/healthz`);
  await page.addScriptTag({ content: callScript });
  await page.addScriptTag({ content: PAGE_SCRIPT });
  await page.evaluate(() => (globalThis as unknown as Win).m12.media());
  return page;
}

/**
 * The patient app's room page for one side: its own context signed in through the app's login page, with m12-page.js
 * as an init script (it runs before the app on every page of that context, and only watches).
 */
async function appPage(browser: Browser, appUrl: string, who: 'doctor' | 'patient'): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: PAGE_SCRIPT });
  const page = await context.newPage();
  const login = await LoginPage.open(page, appUrl);
  if (who === 'doctor') await login.signInWithEmail(DOCTOR.email, DOCTOR.password);
  else await login.signInWithCpf(PATIENT.cpf, PATIENT.birthDate);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** The connectivity test passed (Enter the room enabled): presses it. */
async function enterRoom(page: Page, timeoutMs: number): Promise<void> {
  const enter = page.locator('[data-testid="room-enter"]:not([disabled])');
  await enter.waitFor({ timeout: timeoutMs });
  await enter.click();
}

/** What the measured runs use: the four pages, both sessions, and a fresh paid consultation per run. */
type Rig = {
  book: () => Promise<{ access: string }>;
  appUrl: string;
  endpoint: string;
  wsUrl: string;
  doctorToken: string;
  patientToken: string;
  doctor: Page;
  patient: Page;
  doctorApp: Page;
  patientApp: Page;
  timeoutMs: number;
};

/** app: Dr. House starts the room in the app, then Maria enters it; from her join() until both pages show a frame. */
async function appRun(rig: Rig): Promise<AppSample> {
  const { book, appUrl, doctorApp, patientApp, timeoutMs } = rig;
  const { access } = await book();
  try {
    await doctorApp.goto(`${appUrl}/accessroom/${access}`);
    await enterRoom(doctorApp, timeoutMs);
    await doctorApp.locator('[data-room-state="waiting"] [data-testid="room-start"]').click({ timeout: timeoutMs });
    await doctorApp.locator('[data-room-state="live"]').waitFor({ timeout: timeoutMs });
    await patientApp.goto(`${appUrl}/a/${access}`);
    await enterRoom(patientApp, timeoutMs);
    const t0 = (await (
      await patientApp.waitForFunction(() => (globalThis as unknown as Win).m12.ui.joinAt, undefined, { timeout: timeoutMs })
    ).jsonValue()) as number;
    const side = (page: Page) =>
      page
        .waitForFunction(
          (after) => {
            const { ui } = (globalThis as unknown as Win).m12;
            const at = ui.frameAfter(after);
            return at === null ? null : { at, sent: ui.sent.filter((t) => t >= after), received: ui.received.filter((t) => t >= after) };
          },
          t0,
          { timeout: timeoutMs, polling: 10 },
        )
        .then((h) => h.jsonValue() as Promise<UiSide>);
    const [d, p] = await Promise.all([side(doctorApp), side(patientApp)]);
    return { ms: Math.max(d.at, p.at) - t0, t0, doctor: d, patient: p };
  } finally {
    // Leaving the pages: the room page says awayFromRoom on its way out.
    await patientApp.goto('about:blank');
    await doctorApp.goto('about:blank');
  }
}

/** client: the same join with the app's PeerCall alone in two bare pages. */
async function clientRun(rig: Rig): Promise<ClientSample> {
  const { book, endpoint, wsUrl, doctor, patient, doctorToken, patientToken, timeoutMs } = rig;
  const { access } = await book();
  const common = { endpoint, wsUrl, access };
  try {
    await doctor.evaluate((args) => (globalThis as unknown as Win).m12.enter(args), {
      ...common,
      token: doctorToken,
      role: 'PROFESSIONAL',
      start: true,
    } as EnterArgs);
    const joined = await patient.evaluate((args) => (globalThis as unknown as Win).m12.enter(args), {
      ...common,
      token: patientToken,
      role: 'PATIENT',
      start: false,
    } as EnterArgs);
    if (joined.state !== 'LIVE' || !joined.peerPresent)
      throw new Error(
        `M12: the patient entered a room ${joined.state}, peer present ${joined.peerPresent}; expected LIVE with the doctor in it`,
      );
    const [d, p] = await Promise.all([
      doctor.evaluate((ms) => (globalThis as unknown as Win).m12.frame(ms), timeoutMs),
      patient.evaluate((ms) => (globalThis as unknown as Win).m12.frame(ms), timeoutMs),
    ]);
    return { ms: Math.max(d.at, p.at) - p.t0, joinedMs: joined.joinedMs, doctor: d, patient: p };
  } finally {
    await patient.evaluate(() => (globalThis as unknown as Win).m12.leave());
    await doctor.evaluate(() => (globalThis as unknown as Win).m12.leave());
  }
}

/** One warm-up of each arm, then the interleaved blocks. */
async function measureBlocks(rig: Rig, blockCount: number): Promise<Block[]> {
  const bare = () => rig.doctor.evaluate((ms) => (globalThis as unknown as Win).m12.bare(ms), rig.timeoutMs);
  await bare();
  await appRun(rig);
  await clientRun(rig);
  const runs = await interleave(
    ['bare', 'app', 'client'] as const,
    blockCount,
    (arm): Promise<BareSample | AppSample | ClientSample> => (arm === 'bare' ? bare() : arm === 'app' ? appRun(rig) : clientRun(rig)),
  );
  return runs.bare.map((b, i) => ({
    bare: b as BareSample,
    app: runs.app[i] as AppSample,
    client: runs.client[i] as ClientSample,
  }));
}

function m12Result(blocks: Block[], chromium: string, affinity: string): M12Result {
  const before = (side: UiSide) => count(side.sent, side.at) + count(side.received, side.at);
  const ratio = blockStat(blocks.map((b) => b.app.ms / b.bare.ms));
  const appMs = blockStat(blocks.map((b) => b.app.ms));
  const messages = blockStat(blocks.map((b) => Math.max(before(b.app.doctor), before(b.app.patient))));
  return {
    blocks,
    ratio,
    appMs,
    bareMs: blockStat(blocks.map((b) => b.bare.ms)),
    clientMs: blockStat(blocks.map((b) => b.client.ms)),
    messages,
    chromium,
    affinity,
    pass: {
      ratio: ratio.median <= M12_TARGETS.ratio,
      appMs: appMs.median <= M12_TARGETS.appMs,
      messages: messages.max <= M12_TARGETS.messages,
    },
  };
}

export async function runM12(ctx: BenchContext, options: M12Options): Promise<M12Result> {
  const executablePath = chromiumPath();
  if (!executablePath) return { skipped: 'Chromium was not found (apt-get install -y chromium, or set CHROMIUM_PATH)' };
  buildApps();
  const endpoint = ctx.stack.gatewayUrl;
  const origin = new URL(endpoint).origin;
  const app = (await serveApp({ dir: APP_DIR, port: 0, gatewayUrl: origin })) as { server: Server; url: string };
  const { browser, affinity } = await launch(ctx, executablePath);
  try {
    const doctorToken = (await signIn(endpoint, DOCTOR)).accessToken;
    const patientToken = (await signIn(endpoint, PATIENT)).accessToken;
    const book = await booker(ctx, patientToken);
    const wsUrl = endpoint.replace(/^http/, 'ws');
    const callScript = roomCallScript();
    const doctor = await roomPage(browser, origin, callScript);
    const patient = await roomPage(browser, origin, callScript);
    const doctorApp = await appPage(browser, app.url, 'doctor');
    const patientApp = await appPage(browser, app.url, 'patient');
    const rig: Rig = {
      book,
      appUrl: app.url,
      endpoint,
      wsUrl,
      doctorToken,
      patientToken,
      doctor,
      patient,
      doctorApp,
      patientApp,
      timeoutMs: options.timeoutMs,
    };
    const blocks = await measureBlocks(rig, options.blocks);
    return m12Result(blocks, browser.version(), affinity);
  } finally {
    await browser.close();
    await new Promise((resolve) => app.server.close(resolve));
    app.server.closeAllConnections?.();
  }
}

const count = (times: number[], until: number) => times.filter((t) => t <= until).length;
const stat = (s: BlockStat, digits = 0) => [fmt(s.median, digits), `${fmt(s.min, digits)}–${fmt(s.max, digits)}`];

export function printM12(ctx: BenchContext, r: M12Result, options: M12Options): string {
  const head = section(`M12 video time to first remote frame — ${ctx.engine}`);
  if (r.skipped !== undefined) return [head, `SKIPPED: ${r.skipped}`].join('\n');
  const intro = [
    `headless Chromium ${r.chromium}, fake camera and microphone; ${r.affinity}; ${options.blocks} interleaved blocks (bare, app, client) after one warm-up each`,
    'bare: two RTCPeerConnections in one page, signals handed over directly; from their creation to a decoded remote frame on both',
    "app: the patient app's room page (built, served with /graphql proxied to the gateway); Dr. House already in the started room; from Maria's Enter the room (its JoinRoom request) until both remote videos presented a frame",
    "client (info): the same join with the app's PeerCall alone, joinRoom/roomEvents/sendRoomSignal written by hand in the page (tests/bench/m12-page.js)",
  ].join('\n');
  const perBlock = table(
    [
      'block',
      'bare ms',
      'app ms',
      'app ÷ bare',
      'client ms',
      'app signals doctor (sent/recv)',
      'app signals patient (sent/recv)',
      'app signal times, ms from join',
    ],
    r.blocks.map((b, i) => {
      const { doctor: d, patient: p, t0 } = b.app;
      const times = (side: UiSide) =>
        [...side.sent.map((t) => `↑${Math.round(t - t0)}`), ...side.received.map((t) => `↓${Math.round(t - t0)}`)].join(' ');
      return [
        String(i + 1),
        fmt(b.bare.ms, 0),
        fmt(b.app.ms, 0),
        fmt(b.app.ms / b.bare.ms),
        fmt(b.client.ms, 0),
        `${count(d.sent, d.at)}/${count(d.received, d.at)}`,
        `${count(p.sent, p.at)}/${count(p.received, p.at)}`,
        `doctor ${times(d)} frame ${Math.round(d.at - t0)}; patient ${times(p)} frame ${Math.round(p.at - t0)}`,
      ];
    }),
  );
  const verdicts = table(
    ['metric', 'median', 'spread (min–max)', 'target', 'verdict'],
    [
      ['app ÷ bare, first remote frame', ...stat(r.ratio, 2), `≤ ${M12_TARGETS.ratio}`, verdict(r.pass.ratio)],
      ['app, join() → first remote frame, ms', ...stat(r.appMs), `≤ ${M12_TARGETS.appMs}`, verdict(r.pass.appMs)],
      ['(info) bare, first remote frame, ms', ...stat(r.bareMs), '—', 'info'],
      ['(info) client (PeerCall, no page), join() → first remote frame, ms', ...stat(r.clientMs), '—', 'info'],
      [
        'signals one location handled before its first frame',
        ...stat(r.messages),
        `≤ ${M12_TARGETS.messages} (max)`,
        verdict(r.pass.messages),
      ],
    ],
  );
  const last = r.blocks.at(-1)!.client;
  const timeline = (side: SideFrame) =>
    [...side.events.map(([t, type]) => [t, type] as const), [side.at, 'FRAME'] as const]
      .map(([t, type]) => `${type}@${Math.round(t - last.patient.t0)}`)
      .join(' ');
  const events = `last client block, ms from Maria's join(): doctor ${timeline(last.doctor)}; patient ${timeline(last.patient)}`;
  const errors = r.blocks.flatMap((b) => [...b.bare.errors, ...b.client.doctor.errors, ...b.client.patient.errors]);
  return [
    head,
    intro,
    perBlock,
    '',
    verdicts,
    events,
    ...(errors.length ? [`WebRTC/signalling errors: ${errors.slice(0, 5).join(' | ')}`] : []),
  ].join('\n');
}

export function m12Summary(r: M12Result): Array<[string, string]> {
  if (r.skipped !== undefined) return [['M12 video first frame', `SKIPPED: ${r.skipped}`]];
  return [
    [
      `M12 app ÷ bare first remote frame (≤ ${M12_TARGETS.ratio})`,
      `${fmt(r.ratio.median)} [${fmt(r.ratio.min)}–${fmt(r.ratio.max)}] ${verdict(r.pass.ratio)}`,
    ],
    [
      `M12 join() → first remote frame ms (≤ ${M12_TARGETS.appMs})`,
      `${fmt(r.appMs.median, 0)} [${fmt(r.appMs.min, 0)}–${fmt(r.appMs.max, 0)}] ${verdict(r.pass.appMs)}`,
    ],
    [`M12 signals before first frame (≤ ${M12_TARGETS.messages})`, `${fmt(r.messages.max, 0)} ${verdict(r.pass.messages)}`],
  ];
}
