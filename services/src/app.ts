import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { REQUEST_ID_HEADER } from '@teleconsulta/schema';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type CepLookup, createCepLookup } from './adapters/cep/cep-lookup.js';
import { createPaymentProvider, type PaymentProvider } from './adapters/payment/index.js';
import { createSpeechToText, type SpeechToText } from './adapters/speech/speech-to-text.js';
import { createStorage } from './adapters/storage/index.js';
import { createVideoProvider } from './adapters/video/create-video-provider.js';
import type { VideoProvider } from './adapters/video/video-provider.js';
import { appointmentRoutes } from './appointment/appointment.routes.js';
import { NoticeWorker } from './appointment/appointment-notice.worker.js';
import { appointmentFileRoutes } from './appointment-file/appointment-file.routes.js';
import { appointmentRequestRoutes } from './appointment-request/appointment-request.routes.js';
import { availabilityRoutes } from './availability/availability.routes.js';
import { appointmentBookingRoutes } from './booking/appointment-booking.routes.js';
import { startHoldSweeper } from './booking/appointment-hold.sweeper.js';
import { clinicalDocumentRoutes } from './clinical-document/clinical-document.routes.js';
import { companyRoutes } from './company/company.routes.js';
import { companyFinancialRoutes } from './company-finance/company-financial.routes.js';
import type { ServicesConfig } from './config.js';
import { consentRoutes } from './consent/consent.routes.js';
import { contractRoutes } from './contract/contract.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { migrate } from './db/migrate.js';
import { seedDemo } from './db/seed.js';
import { domainRoutes } from './domain/domain.routes.js';
import { emergencyRoutes } from './emergency/emergency.routes.js';
import { startNoAnswerSweeper } from './emergency/emergency-no-answer.sweeper.js';
import { emergencyTagRoutes } from './emergency-tag/emergency-tag.routes.js';
import { erasureRequestRoutes } from './erasure-request/erasure-request.routes.js';
import { FlowHub } from './flow/flow.hub.js';
import { flowRoutes } from './flow/flow.routes.js';
import { flowEvents } from './flow/flow.service.js';
import { startFlowTrimmer } from './flow/flow-trim.worker.js';
import { companyHolidayRoutes } from './holiday/company-holiday.routes.js';
import { integrationRoutes } from './integration/integration.routes.js';
import { WebhookWorker } from './integration/webhook.worker.js';
import type { ServiceContext } from './kit/context.js';
import { type Database, openDatabase } from './kit/db.js';
import { AppError } from './kit/errors.js';
import { localeOf } from './kit/http.js';
import { landingRoutes } from './landing/landing.routes.js';
import { createMailer } from './mail/index.js';
import { mailRoutes } from './mail/mail.routes.js';
import { messageRoutes } from './message/message.routes.js';
import { appointmentNpsRoutes } from './nps/appointment-nps.routes.js';
import { paymentRoutes } from './payment/payment.routes.js';
import { type PaymentWorker, startPaymentWorker } from './payment/payment.worker.js';
import { personRoutes } from './person/person.routes.js';
import { personAddressRoutes } from './person/person-address.routes.js';
import { planRoutes } from './plan/plan.routes.js';
import { professionalRoutes } from './professional/professional.routes.js';
import { recordAccessRoutes } from './record-access/record-access.routes.js';
import { roomRoutes } from './room/room.routes.js';
import { scheduleRoutes } from './schedule/schedule.routes.js';
import { screeningRoutes } from './screening/screening.routes.js';
import { securityIncidentRoutes } from './security-incident/security-incident.routes.js';
import { serviceRequestRoutes } from './service-request/service-request.routes.js';
import { speechRoutes } from './speech/speech.routes.js';
import { staffRoutes } from './staff/staff.routes.js';
import { loadSigningKeys } from './user/keys.service.js';
import { userRoutes } from './user/user.routes.js';

export type ServicesApp = {
  app: FastifyInstance;
  ctx: ServiceContext & { hub: FlowHub; payments: PaymentProvider; video: VideoProvider; speech: SpeechToText; cep: CepLookup };
  /** The payment worker (runOnce: the tests' way to expire PIX charges and send queued refunds without the timer). */
  paymentWork: PaymentWorker;
  /** Appointment confirmations and reminders (runOnce: the tests' way to run it without the timer). */
  notices: NoticeWorker;
  /** Webhook deliveries (runOnce: the tests' way to run them without the timer). */
  webhooks: WebhookWorker;
  close: () => Promise<void>;
};

type AppContext = ServicesApp['ctx'];

/** The boot path shared by main.ts and the tests: database, migrations, keys, every service module. */
export async function createApp(
  config: ServicesConfig,
  overrides: { paymentProvider?: PaymentProvider; videoProvider?: VideoProvider; speech?: SpeechToText; cep?: CepLookup } = {},
): Promise<ServicesApp> {
  const db = await openDatabase(config.db);
  await migrate(db);
  if (config.seedDemo) await seedDemo(db, { certificateKey: config.certificateKey });
  const keys = await loadSigningKeys(db);
  const hub = new FlowHub();
  await hub.start(db);

  const app = createServer(config);
  const mail = createMailer(db, config.mail, app.log);
  const storage = createStorage(config.storage, config.db.dataDir);
  const payments = overrides.paymentProvider ?? createPaymentProvider(config.payment);
  const video = overrides.videoProvider ?? createVideoProvider(config.video, app.log);
  const speech = overrides.speech ?? createSpeechToText(config.speech, app.log);
  const cep = overrides.cep ?? createCepLookup(config.cep, app.log);
  const ctx: AppContext = {
    db,
    config,
    keys,
    hub,
    mail,
    storage,
    events: flowEvents,
    payments,
    video,
    speech,
    cep,
    log: app.log,
    counters: new Map<string, number>(),
  };

  addGuards(app, ctx.counters);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  addProbes(app, db);
  registerRoutes(app, ctx);
  const workers = await startWorkers(ctx);

  let closed = false;
  return {
    app,
    ctx,
    notices: workers.notices,
    paymentWork: workers.paymentWork,
    webhooks: workers.webhooks,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await workers.stop();
      await mail.close();
      await storage.close();
      await hub.close();
      await db.close();
    },
  };
}

function createServer(config: ServicesConfig): FastifyInstance {
  return Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, ...(config.logFile ? { file: config.logFile } : {}) },
    genReqId: (req) => {
      const given = req.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    forceCloseConnections: true,
    // The router's own refusals in our vocabulary, never Fastify's codes (issue 16, T11): a path that is not valid
    // percent-encoding or a constraint it cannot read is bad input; a path segment longer than any id is an unknown one.
    frameworkErrors: (error, req, reply) => {
      const code = (error as { code?: string }).code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'NOT_FOUND' : 'BAD_INPUT';
      const envelope = new AppError(code).toEnvelope(localeOf(req as FastifyRequest));
      (reply as FastifyReply).status(code === 'NOT_FOUND' ? 404 : 400).send(envelope);
    },
  });
}

/** The request id and the per-route counters; NUL characters refused; every error in our envelope. */
function addGuards(app: FastifyInstance, counters: Map<string, number>): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    const route = `${req.method} ${req.routeOptions.url ?? 'unknown'}`;
    counters.set(route, (counters.get(route) ?? 0) + 1);
  });
  // PostgreSQL stores no NUL character in text: a value carrying one is refused here, as bad input, before any rule or
  // query could fail on it (issue 16, T11: it answered INTERNAL).
  app.addHook('preValidation', async (req) => {
    if (carriesNul(req.body) || carriesNul(req.query) || carriesNul(req.params)) throw new AppError('BAD_INPUT');
  });
  app.setErrorHandler((error, req, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send(error.toEnvelope(localeOf(req)));
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) return reply.status(400).send(new AppError('BAD_INPUT').toEnvelope(localeOf(req)));
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(new AppError('INTERNAL').toEnvelope(localeOf(req)));
  });
  app.setNotFoundHandler((req, reply) => reply.status(404).send(new AppError('NOT_FOUND').toEnvelope(localeOf(req))));
}

/** Liveness, and readiness (the database answers). */
function addProbes(app: FastifyInstance, db: Database): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await db.query('select 1');
      return { status: 'ready', database: db.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}

/** Every domain's routes, each registered by its own routes.ts. */
function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  userRoutes(app, ctx);
  companyRoutes(app, ctx);
  companyFinancialRoutes(app, ctx);
  companyHolidayRoutes(app, ctx);
  personRoutes(app, ctx);
  erasureRequestRoutes(app, ctx);
  securityIncidentRoutes(app, ctx);
  recordAccessRoutes(app, ctx);
  personAddressRoutes(app, ctx, ctx.cep);
  planRoutes(app, ctx);
  professionalRoutes(app, ctx);
  scheduleRoutes(app, ctx);
  emergencyRoutes(app, ctx);
  emergencyTagRoutes(app, ctx);
  serviceRequestRoutes(app, ctx);
  screeningRoutes(app, ctx);
  appointmentRoutes(app, ctx);
  appointmentBookingRoutes(app, ctx);
  appointmentFileRoutes(app, ctx);
  clinicalDocumentRoutes(app, ctx);
  appointmentRequestRoutes(app, ctx);
  appointmentNpsRoutes(app, ctx);
  availabilityRoutes(app, ctx);
  landingRoutes(app, ctx);
  contractRoutes(app, ctx);
  staffRoutes(app, ctx);
  messageRoutes(app, ctx);
  dashboardRoutes(app, ctx);
  mailRoutes(app, ctx);
  paymentRoutes(app, ctx);
  consentRoutes(app, ctx);
  roomRoutes(app, ctx);
  speechRoutes(app, ctx, ctx.speech);
  domainRoutes(app);
  flowRoutes(app, ctx);
  integrationRoutes(app, ctx);
}

/** The background work, each safe with several instances; `stop` ends it in this order. */
async function startWorkers(ctx: AppContext) {
  const { db, config, log } = ctx;
  // Expired PIX holds of bookings are cancelled in the background (safe with several instances).
  const holdSweeper = startHoldSweeper(db, ctx.events, config.appointment.holdSweepMs, log);
  // The emergency no-answer rule: called patients who never entered the room go back to the queue or out.
  const noAnswerSweeper = startNoAnswerSweeper(db, ctx.events, config.emergency.noAnswerSweepMs, log);
  // The flow log is a resume window: older events are trimmed (a client behind it gets a resync).
  const flowTrimmer = startFlowTrimmer(db, config.flow.retentionEvents, config.flow.trimIntervalMs, log);
  // Confirmations and reminders of appointments, mailed in the background (safe with several instances).
  const notices = new NoticeWorker({ db, mail: ctx.mail, config: config.notices, log });
  await notices.start();
  // Signed webhooks: each company's emergency events POSTed to its endpoints, in order, with retries.
  const webhooks = new WebhookWorker({ db, hub: ctx.hub, config: config.webhooks, log });
  webhooks.start();
  // Expired PIX charges are closed and queued refunds sent in the background (safe with several instances).
  const paymentWork = startPaymentWorker(ctx, config.payment.workIntervalMs);
  return {
    notices,
    webhooks,
    paymentWork,
    stop: async () => {
      await holdSweeper.stop();
      await noAnswerSweeper.stop();
      await flowTrimmer.stop();
      await paymentWork.stop();
      await notices.stop();
      await webhooks.stop();
    },
  };
}

/** Whether a parsed request part holds a NUL character in any string, at any depth. */
function carriesNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, inner] of Object.entries(value)) if (key.includes('\u0000') || carriesNul(inner, depth + 1)) return true;
  return false;
}
