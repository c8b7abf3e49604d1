import { fieldLabel, format } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import { cardFormErrors, EMPTY_CARD } from './card-form.util';

const now = new Date('2026-06-15T12:00:00Z');
const valid = { cardNumber: '4111 1111 1111 1111', holderName: 'Maria Silva', validity: '12/30', securityCode: '123' };

describe('cardFormErrors', () => {
  it('accepts a valid card', () => {
    expect(cardFormErrors(valid, 'en', now)).toEqual({});
    expect(cardFormErrors({ ...valid, cardNumber: '3782 822463 10005', securityCode: '1234' }, 'en', now)).toEqual({});
  });

  it('names every missing field, in both languages', () => {
    expect(cardFormErrors(EMPTY_CARD, 'en', now)).toEqual({
      cardNumber: 'Card number is required',
      holderName: 'Name on the card is required',
      validity: 'Validity is required',
      securityCode: 'Security code is required',
    });
    expect(cardFormErrors(EMPTY_CARD, 'pt-BR', now).cardNumber).toBe('O campo Número do cartão é obrigatório');
  });

  it('refuses a number that fails Luhn', () => {
    expect(cardFormErrors({ ...valid, cardNumber: '4111 1111 1111 1112' }, 'en', now).cardNumber).toBe(
      'Card number is not a valid card number',
    );
  });

  it('refuses a validity not written MM/YY, or in the past', () => {
    expect(cardFormErrors({ ...valid, validity: '13/30' }, 'en', now).validity).toBe('Validity must be MM/YY');
    expect(cardFormErrors({ ...valid, validity: '12/3' }, 'en', now).validity).toBe('Validity must be MM/YY');
    expect(cardFormErrors({ ...valid, validity: '05/26' }, 'en', now).validity).toBe('The card has expired');
    expect(cardFormErrors({ ...valid, validity: '06/26' }, 'en', now).validity).toBeUndefined();
  });

  it("asks for the brand's security code length", () => {
    const message = (locale: 'en' | 'pt-BR') => format('securityCodeInvalid', locale, fieldLabel('security_code', locale, 'payment'));
    expect(cardFormErrors({ ...valid, securityCode: '12' }, 'en', now).securityCode).toBe(message('en'));
    expect(cardFormErrors({ ...valid, securityCode: '1234' }, 'en', now).securityCode).toBe(message('en'));
    expect(cardFormErrors({ ...valid, cardNumber: '378282246310005', securityCode: '123' }, 'pt-BR', now).securityCode).toBe(
      message('pt-BR'),
    );
  });

  it('refuses a holder name with digits', () => {
    expect(cardFormErrors({ ...valid, holderName: 'M4ria' }, 'en', now).holderName).toBe('Name on the card is invalid');
  });
});
