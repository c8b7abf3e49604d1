import { describe, expect, it } from 'vitest';
import { digitsOf, maskCardNumberInput, maskSecurityCodeInput, maskValidityInput } from './card-mask.util';

describe('maskCardNumberInput', () => {
  it('groups 16 digits by four', () => {
    expect(maskCardNumberInput('4111111111111111', false)).toBe('4111 1111 1111 1111');
    expect(maskCardNumberInput('411111', false)).toBe('4111 11');
    expect(maskCardNumberInput('4111', false)).toBe('4111');
  });

  it('groups American Express 4-6-5 and stops at 15 digits', () => {
    expect(maskCardNumberInput('378282246310005', true)).toBe('3782 822463 10005');
    expect(maskCardNumberInput('3782822463100059', true)).toBe('3782 822463 10005');
    expect(maskCardNumberInput('37828', true)).toBe('3782 8');
  });

  it('drops anything but digits and what is beyond 16 digits', () => {
    expect(maskCardNumberInput('4111-1111 1111.1111 99', false)).toBe('4111 1111 1111 1111');
    expect(maskCardNumberInput('abc', false)).toBe('');
  });
});

describe('maskValidityInput', () => {
  it('writes MM/YY, the slash coming with the third digit', () => {
    expect(maskValidityInput('1')).toBe('1');
    expect(maskValidityInput('12')).toBe('12');
    expect(maskValidityInput('123')).toBe('12/3');
    expect(maskValidityInput('1230')).toBe('12/30');
    expect(maskValidityInput('12/305')).toBe('12/30');
  });

  it('lets the slash be deleted', () => {
    expect(maskValidityInput('12/')).toBe('12');
  });

  it('reads a first digit above 1 as a one-digit month', () => {
    expect(maskValidityInput('4')).toBe('04');
    expect(maskValidityInput('429')).toBe('04/29');
  });
});

describe('maskSecurityCodeInput', () => {
  it('keeps 3 digits, 4 for American Express', () => {
    expect(maskSecurityCodeInput('12a34', false)).toBe('123');
    expect(maskSecurityCodeInput('12345', true)).toBe('1234');
  });
});

describe('digitsOf', () => {
  it('keeps only digits', () => {
    expect(digitsOf('4111 1111-11')).toBe('4111111111');
  });
});
