import type { PaymentSettings } from '../../config.js';
import { mercadoPagoProvider } from './mercado-pago.provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { type SandboxProvider, sandboxProvider } from './sandbox.provider.js';

export type { PaymentProvider } from './payment-provider.js';

/** The configured provider: the built-in sandbox by default, Mercado Pago when PAYMENT_PROVIDER=mercadopago. */
export function createPaymentProvider(settings: PaymentSettings): PaymentProvider {
  if (settings.provider === 'mercadopago' && settings.mercadoPago) {
    return mercadoPagoProvider({
      ...settings.mercadoPago,
      timeoutMs: settings.timeoutMs,
      notificationToleranceSeconds: settings.notificationToleranceSeconds,
    });
  }
  return sandboxProvider({ secret: settings.sandbox.secret, notificationToleranceSeconds: settings.notificationToleranceSeconds });
}

/** The sandbox's bank and settle calls, when the provider is the sandbox. */
export function asSandbox(provider: PaymentProvider): SandboxProvider | null {
  return provider.name === 'sandbox' ? (provider as SandboxProvider) : null;
}
