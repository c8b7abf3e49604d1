import { graphql } from '../../gql';

graphql(`
  fragment PaymentPageFields on PaymentPage {
    protocol
    companyName
    professionalName
    startsAt
    timeZone
    appointmentStatus
    priceCents
    paymentRequired
    paid
    methods
    installmentOptions {
      ...InstallmentOptionFields
    }
    current {
      id
      method
      status
      amountCents
      discountCents
      totalCents
      installments
      installmentCents
      voucherCode
      cardBrand
      cardLast4
      paidAt
      refusedReason
      refundedCents
      pix {
        brCode
        qrCodeSvg
        txid
        expiresAt
      }
    }
  }
`);

graphql(`
  fragment InstallmentOptionFields on InstallmentOption {
    installments
    installmentCents
    firstInstallmentCents
    totalCents
    interestCents
    interestFree
  }
`);

/** The public payment page of an access code (GET /payment?access=&protocol=). */
export const PaymentByAccessDocument = graphql(`
  query PaymentByAccess($access: String!, $protocol: String!) {
    paymentByAccess(access: $access, protocol: $protocol) {
      ...PaymentPageFields
    }
  }
`);

/** The same page again each time its payment changes (the screen updates without a reload). */
export const PaymentChangedDocument = graphql(`
  subscription PaymentChanged($access: String!, $protocol: String!) {
    paymentChanged(access: $access, protocol: $protocol) {
      ...PaymentPageFields
    }
  }
`);

export const VoucherValidDocument = graphql(`
  query VoucherValid($access: String!, $protocol: String!, $voucher: String!) {
    voucherValid(access: $access, protocol: $protocol, voucher: $voucher) {
      code
      discountCents
      totalCents
    }
  }
`);

export const PayAppointmentDocument = graphql(`
  mutation PayAppointment($access: String!, $protocol: String!, $input: PayInput!, $idempotencyKey: String!) {
    payAppointment(access: $access, protocol: $protocol, input: $input, idempotencyKey: $idempotencyKey) {
      ...PaymentPageFields
    }
  }
`);

export const CancelPixPaymentDocument = graphql(`
  mutation CancelPixPayment($access: String!, $protocol: String!, $idempotencyKey: String!) {
    cancelPixPayment(access: $access, protocol: $protocol, idempotencyKey: $idempotencyKey) {
      ...PaymentPageFields
    }
  }
`);

export const ConfirmPaymentDocument = graphql(`
  mutation ConfirmPayment($access: String!, $protocol: String!, $idempotencyKey: String!) {
    confirmPayment(access: $access, protocol: $protocol, idempotencyKey: $idempotencyKey) {
      ...PaymentPageFields
    }
  }
`);

export const PayOnSiteDocument = graphql(`
  mutation PayOnSite($access: String!, $idempotencyKey: String!) {
    payOnSite(access: $access, idempotencyKey: $idempotencyKey) {
      ...PaymentPageFields
    }
  }
`);

/** The protocol of a short link's appointment, for the payment page (appointmentByAccess, page PAYMENT). */
export const PublicPaymentAppointmentDocument = graphql(`
  query PublicPaymentAppointment($access: String!) {
    appointmentByAccess(access: $access, page: PAYMENT) {
      protocol
    }
  }
`);
