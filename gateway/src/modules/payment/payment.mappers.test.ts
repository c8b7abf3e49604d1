import { describe, expect, it } from 'vitest';
import { toPayInput } from './payment.mappers.js';

describe('toPayInput: PayInput to the body of POST /payment (SPEC §3)', () => {
  it('a card: its fields flat beside payment_type, the cell phone under credit_card', () => {
    expect(
      toPayInput({
        method: 'CREDIT_CARD',
        cardNumber: '4111111111111111',
        holderName: 'MARIA SILVA',
        validity: '12/2030',
        securityCode: '123',
        installments: 3,
        cellPhone: '11999990000',
      }),
    ).toEqual({
      payment_type: 'CREDIT_CARD',
      number: '4111111111111111',
      holder_name: 'MARIA SILVA',
      validity: '12/2030',
      security_code: '123',
      installments: 3,
      credit_card: { cell_phone: '11999990000' },
    });
  });

  it('PIX: only the method; a blank voucher is not sent, a real one is', () => {
    expect(toPayInput({ method: 'PIX', voucher: '   ' })).toEqual({ payment_type: 'PIX' });
    expect(toPayInput({ method: 'PIX', voucher: 'BEMVINDO10', cardNumber: null })).toEqual({ payment_type: 'PIX', voucher: 'BEMVINDO10' });
  });
});
