import {
  cardBrand,
  cardExpired,
  cvvValid,
  fieldLabel,
  format,
  holderNameValid,
  type Locale,
  luhnValid,
  normaliseCardNumber,
  now,
  parseValidity,
} from '@teleconsulta/schema';

/** The card form as typed (masked); the names are PayInput's, so the gateway's field errors land on the same inputs. */
export type CardForm = { cardNumber: string; holderName: string; validity: string; securityCode: string };
export type CardField = keyof CardForm;

export const EMPTY_CARD: CardForm = { cardNumber: '', holderName: '', validity: '', securityCode: '' };

/**
 * What is wrong with the card before it is sent, each message naming its field (SPEC §5 templates, the shared
 * validators the payment service runs too): Luhn, holder name, MM/YY not past, the brand's security code length.
 */
export function cardFormErrors(form: CardForm, locale: Locale, at: Date = now()): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const label = (field: string) => fieldLabel(field, locale, 'payment');
  const number = normaliseCardNumber(form.cardNumber);
  if (!number) errors.cardNumber = format('required', locale, label('number'));
  else if (!luhnValid(number)) errors.cardNumber = format('cardNumberInvalid', locale, label('number'));

  const holder = form.holderName.trim();
  if (!holder) errors.holderName = format('required', locale, label('holder_name'));
  else if (!holderNameValid(holder)) errors.holderName = format('invalid', locale, label('holder_name'));

  const validity = form.validity.trim() ? parseValidity(form.validity) : null;
  if (!form.validity.trim()) errors.validity = format('required', locale, label('validity'));
  else if (!validity) errors.validity = format('validityFormat', locale, label('validity'));
  else if (cardExpired(validity.month, validity.year, at)) errors.validity = format('cardExpired', locale);

  const brand = cardBrand(number);
  if (!form.securityCode) errors.securityCode = format('required', locale, label('security_code'));
  else if (!cvvValid(form.securityCode, brand)) errors.securityCode = format('securityCodeInvalid', locale, label('security_code'));
  return errors;
}
