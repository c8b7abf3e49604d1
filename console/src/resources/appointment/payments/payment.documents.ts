import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql';

/** Staff: the refunds of one payment (read when its row is expanded). */
export const PaymentRefundsDocument = graphql(`
  query PaymentRefunds($paymentId: ID!) {
    paymentRefunds(paymentId: $paymentId) {
      id
      paymentId
      amountCents
      reason
      status
      createdAt
    }
  }
`);
export type PaymentRefundRow = ResultOf<typeof PaymentRefundsDocument>['paymentRefunds'][number];

/** Clinic admin or manager: gives back all (no amount) or part of an approved payment of a cancelled appointment. */
export const RefundPaymentDocument = graphql(`
  mutation RefundPayment($paymentId: ID!, $amountCents: Int, $reason: String!, $idempotencyKey: String!) {
    refundPayment(paymentId: $paymentId, amountCents: $amountCents, reason: $reason, idempotencyKey: $idempotencyKey) {
      id
      status
      statusName
      refundedCents
    }
  }
`);

/** Development only (sandbox provider): the sandbox bank pays a PIX from its copy-and-paste code. */
export const SandboxPayPixDocument = graphql(`
  mutation SandboxPayPix($brCode: String!) {
    sandboxPayPix(brCode: $brCode) {
      id
      status
      statusName
    }
  }
`);

/** Development only (sandbox provider): ends a card's analysis, approving or refusing it. */
export const SandboxSettleCardDocument = graphql(`
  mutation SandboxSettleCard($paymentId: ID!, $approve: Boolean!) {
    sandboxSettleCard(paymentId: $paymentId, approve: $approve) {
      id
      status
      statusName
    }
  }
`);
