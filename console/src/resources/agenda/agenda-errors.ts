import type { GatewayError } from '../../providers/gateway-error';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A refused booking or move as one sentence for the dialog or the banner: the service's own field texts (already in
 * the request's language, e.g. SPEC §5 "This time is no longer available"), else the code's catalogue text.
 */
export function refusalText(failure: Pick<GatewayError, 'message' | 'fields'>, translate: Translate): string {
  const fields = [...new Set(failure.fields.map((f) => f.message).filter(Boolean))];
  if (fields.length > 0) return fields.join(' ');
  return translate(failure.message, { _: failure.message });
}
