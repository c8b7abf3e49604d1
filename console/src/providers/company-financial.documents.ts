import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A company's financial settings, for the finance tab and the edit page. */
const CompanyFinancialRecordFragment = graphql(`
  fragment CompanyFinancialRecord on CompanyFinancial {
    companyId
    consultationPriceCents
    returnPriceCents
    emergencyPriceCents
    acceptsCreditCard
    acceptsPix
    acceptsOnSite
    maxInstallments
    interestFreeInstallments
    installmentInterestBps
    minInstallmentCents
    benefitClubDiscountBps
    pixKeyType
    pixKey
    merchantName
    merchantCity
    bankCode
    bankBranch
    bankAccount
    bankAccountType
    accountHolderName
    accountHolderDocument
    updatedAt
  }
`);
export type CompanyFinancialRecord = ResultOf<typeof CompanyFinancialRecordFragment> & { id: string };

export const CompanyFinancialDocument = graphql(`
  query CompanyFinancial($companyId: ID!) {
    companyFinancial(companyId: $companyId) {
      ...CompanyFinancialRecord
    }
  }
`);

export const UpdateCompanyFinancialDocument = graphql(`
  mutation UpdateCompanyFinancial($companyId: ID!, $input: CompanyFinancialInput!) {
    updateCompanyFinancial(companyId: $companyId, input: $input) {
      ...CompanyFinancialRecord
    }
  }
`);

export const CompanyFinancialResumeDocument = graphql(`
  query CompanyFinancialResume($companyId: ID!, $from: Date, $to: Date) {
    companyFinancialResume(companyId: $companyId, from: $from, to: $to) {
      companyId
      from
      to
      paidAppointments
      revenueCents
      commissionCents
      netCents
      commissionSource
      commissionType
      averageTicketCents
      pendingAppointments
      pendingCents
      cancelledPaidAppointments
      cancelledPaidCents
      paymentsByMethod {
        method
        payments
        totalCents
      }
      installmentPayments
      interestCents
      refunds
      refundedCents
      days {
        date
        paidAppointments
        revenueCents
        commissionCents
        netCents
      }
    }
  }
`);
export type FinancialResume = ResultOf<typeof CompanyFinancialResumeDocument>['companyFinancialResume'];
