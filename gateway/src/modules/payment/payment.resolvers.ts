import { errorText, type TFlowEventDto, type TPaymentPageDto } from '@teleconsulta/schema';
import { GraphQLError } from 'graphql';
import type {
  AppointmentResolvers,
  MutationResolvers,
  PaymentResolvers,
  QueryResolvers,
  SubscriptionResolvers,
} from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { nullWhenNotFound } from '../../errors.js';
import { mapIterator, startWith } from '../../subscriptions/map-iterator.js';
import { followTopic, TOPICS } from '../../subscriptions/topics.js';
import { domainName, PAYMENT_METHOD } from '../domain/domain.names.js';
import { limitAttempts } from '../limits.js';
import { PAYMENT_STATUS_NAMES, toPayInput } from './payment.mappers.js';

/** The REST body's field names (SPEC §3) back to PayInput's, so the apps find each error under its input. */
const FIELD_NAMES: Record<string, string> = {
  payment_type: 'method',
  number: 'cardNumber',
  holder_name: 'holderName',
  validity: 'validity',
  security_code: 'securityCode',
  installments: 'installments',
  voucher: 'voucher',
};

function renameFields(error: unknown): never {
  if (error instanceof GraphQLError && Array.isArray(error.extensions.fields)) {
    const fields = (error.extensions.fields as Array<{ field: string; message: string }>).map((f) => ({
      ...f,
      field: FIELD_NAMES[f.field] ?? f.field,
    }));
    throw new GraphQLError(error.message, { extensions: { ...error.extensions, fields } });
  }
  throw error;
}

/** The page as GraphQL shows it: the appointment id stays inside the gateway. */
const publicPage = ({ appointmentId: _id, ...page }: TPaymentPageDto) => page;

export const paymentQuery: QueryResolvers = {
  paymentByAccess: async (_parent, { access, protocol }, ctx) => {
    await limitAttempts(ctx, ctx.accessLimiter);
    const page = await ctx.clients.payment.page(access, protocol).catch(nullWhenNotFound);
    return page ? publicPage(page) : null;
  },
  voucherValid: async (_parent, { access, protocol, voucher }, ctx) => {
    await limitAttempts(ctx, ctx.accessLimiter);
    return ctx.clients.payment.voucherValid(access, protocol, voucher).catch(renameFields);
  },
  installmentOptions: (_parent, { amountCents }, ctx) => ctx.clients.payment.installments(amountCents),
  benefitClub: (_parent, _args, ctx) => ctx.clients.payment.benefitClub(),
  paymentRefunds: (_parent, { paymentId }, ctx) => ctx.clients.payment.refunds(paymentId),
};

/**
 * The public payment calls present the short link's access code: limited per client address like the other short-link
 * calls. Every money-moving mutation forwards its idempotencyKey as the services' Idempotency-Key header.
 */
export const paymentMutation: MutationResolvers = {
  payAppointment: async (_parent, { access, protocol, input, idempotencyKey }, ctx) => {
    await limitAttempts(ctx, ctx.accessLimiter);
    return publicPage(await ctx.clients.payment.pay(access, protocol, toPayInput(input), idempotencyKey).catch(renameFields));
  },
  cancelPixPayment: async (_parent, { access, protocol, idempotencyKey }, ctx) => {
    await limitAttempts(ctx, ctx.accessLimiter);
    return publicPage(await ctx.clients.payment.cancelPix(access, protocol, idempotencyKey).catch(renameFields));
  },
  confirmPayment: async (_parent, { access, protocol, refuse, idempotencyKey }, ctx) => {
    await limitAttempts(ctx, ctx.accessLimiter);
    return publicPage(await ctx.clients.payment.confirm(access, protocol, refuse ?? false, idempotencyKey).catch(renameFields));
  },
  payOnSite: async (_parent, { access, idempotencyKey }, ctx) => {
    await limitAttempts(ctx, ctx.accessLimiter);
    return publicPage(await ctx.clients.payment.payOnSite(access, idempotencyKey).catch(renameFields));
  },
  refundPayment: (_parent, { paymentId, amountCents, reason, idempotencyKey }, ctx) =>
    ctx.clients.payment.refund(paymentId, { ...(amountCents != null ? { amountCents } : {}), reason }, idempotencyKey),
  sandboxPayPix: (_parent, { brCode }, ctx) => ctx.clients.payment.sandboxPayPix(brCode),
  sandboxSettleCard: (_parent, { paymentId, approve }, ctx) => ctx.clients.payment.sandboxSettleCard(paymentId, approve),
};

export const paymentType: PaymentResolvers = {
  methodName: (p, _args, ctx) => domainName(PAYMENT_METHOD, p.method, ctx.locale),
  statusName: (p, _args, ctx) => PAYMENT_STATUS_NAMES[p.status][ctx.locale === 'en' ? 'en' : 'pt'],
  // SPEC §4's message for a refused card, from the catalogue.
  refusedReason: (p, _args, ctx) => (p.status === 'REFUSED' ? errorText('PAYMENT_NOT_ACCEPTED', ctx.locale) : null),
};

/** Appointment.payments: staff only (null for anyone else); read it on the detail, not in lists. */
export const paymentAppointmentType: AppointmentResolvers = {
  payment: (appointment, _args, ctx) => ctx.loaders.paymentByAppointmentId.load(appointment.id),
  payments: async (appointment, _args, ctx) => {
    try {
      return await ctx.clients.payment.ofAppointment(appointment.id);
    } catch (error) {
      const code = error instanceof GraphQLError ? error.extensions.code : null;
      if (code === 'NOT_FOUND' || code === 'ACCESS_DENIED') return null;
      throw error;
    }
  },
};

/** The events that change a payment page: its appointment's payments and the appointment's own changes. */
const touches = (appointmentId: string) => (event: TFlowEventDto) =>
  (event.topic === TOPICS.payment && (event.payload as { appointmentId?: string }).appointmentId === appointmentId) ||
  (event.topic === TOPICS.appointment && event.entityId === appointmentId);

export const paymentSubscription: SubscriptionResolvers = {
  paymentChanged: {
    /**
     * The page first, then again after each change of its appointment's payment (the live events of the gateway's
     * flow stream; the listener is in place before the first read, so a change in between is not missed). The page is
     * read with the subscriber's own access code, so the services decide what it may see.
     */
    subscribe: async (_parent, { access, protocol }, ctx: GatewayContext) => {
      await limitAttempts(ctx, ctx.accessLimiter);
      const filter = { appointmentId: '' };
      const items = followTopic(ctx, {
        topic: [TOPICS.payment, TOPICS.appointment],
        after: null,
        visible: (event) => filter.appointmentId !== '' && touches(filter.appointmentId)(event),
      });
      let first: TPaymentPageDto;
      try {
        first = await ctx.clients.payment.page(access, protocol);
      } catch (error) {
        await items.return?.();
        throw error;
      }
      filter.appointmentId = first.appointmentId;
      // Each event is answered with the page read again (resolve awaits it): one read per change, for this page only.
      const pages = mapIterator(items, async () => ({ paymentChanged: publicPage(await ctx.clients.payment.page(access, protocol)) }));
      return startWith(Promise.resolve({ paymentChanged: publicPage(first) }), pages) as never;
    },
    resolve: async (value: unknown) => (await (value as Promise<{ paymentChanged: unknown }>)).paymentChanged as never,
  },
};
