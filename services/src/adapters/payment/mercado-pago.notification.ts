import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { ZNotificationBody } from './mercado-pago.api.js';
import { NotificationRejectedError, type NotificationRequest, type ProviderNotification } from './payment-provider.js';

const header = (headers: NotificationRequest['headers'], name: string): string | undefined => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * MP's webhook signature: `x-signature: ts=<unix seconds>,v1=<hex>`, v1 = HMAC-SHA256(webhookSecret, manifest),
 * manifest = `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` where data.id comes from the URL's query (lower-cased,
 * as MP signs alphanumeric ids), falling back to the body's; a part MP did not send is left out of the manifest, as
 * its docs say. A ts in milliseconds (13 digits) is read as such. Checked in constant time, then the window.
 * eventId: the notification's own `id` (body), else the x-request-id. Only `type: payment` is acted on.
 */
export function verifyMercadoPagoNotification(
  request: NotificationRequest,
  webhookSecret: string,
  tolerance: number,
): ProviderNotification | null {
  let body: z.infer<typeof ZNotificationBody> | null = null;
  if (request.rawBody.trim()) {
    try {
      const parsed = ZNotificationBody.safeParse(JSON.parse(request.rawBody));
      if (parsed.success) body = parsed.data;
    } catch {
      body = null;
    }
  }
  const parts = new Map(
    (header(request.headers, 'x-signature') ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const ts = parts.get('ts') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,13}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) throw new NotificationRejectedError('missing or malformed x-signature');
  const requestId = header(request.headers, 'x-request-id');
  const rawDataId = request.query['data.id'] ?? (body?.data?.id != null ? String(body.data.id) : undefined);
  const dataId = rawDataId?.toLowerCase();
  const manifest = `${dataId ? `id:${dataId};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
  const expected = createHmac('sha256', webhookSecret).update(manifest).digest();
  const given = Buffer.from(v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new NotificationRejectedError('bad signature');
  const seconds = ts.length === 13 ? Number(ts) / 1000 : Number(ts);
  if (Math.abs(request.now.getTime() / 1000 - seconds) > tolerance) throw new NotificationRejectedError('timestamp outside the window');

  const type = body?.type ?? request.query.type ?? request.query.topic;
  if (type !== 'payment') return null;
  if (!rawDataId) throw new NotificationRejectedError('a payment notification without data.id');
  const eventId = body?.id != null ? String(body.id) : requestId;
  if (!eventId) throw new NotificationRejectedError('a notification without an id or x-request-id');
  return { eventId, providerRef: rawDataId };
}
