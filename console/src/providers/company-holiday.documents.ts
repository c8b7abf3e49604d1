import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A company's holidays of a year (national, state, optional points and its own), for the company's Holidays tab. */
const CompanyHolidayYearRecordFragment = graphql(`
  fragment CompanyHolidayYearRecord on CompanyHolidayYear {
    companyId
    year
    state
    holidays {
      date
      key
      kind
      name
      closed
      worked
    }
  }
`);
export type CompanyHolidayYearRecord = ResultOf<typeof CompanyHolidayYearRecordFragment>;
export type CompanyHolidayRow = CompanyHolidayYearRecord['holidays'][number];

export const CompanyHolidaysDocument = graphql(`
  query CompanyHolidays($companyId: ID!, $year: Int) {
    companyHolidays(companyId: $companyId, year: $year) {
      ...CompanyHolidayYearRecord
    }
  }
`);

export const UpdateCompanyHolidaysDocument = graphql(`
  mutation UpdateCompanyHolidays($companyId: ID!, $year: Int!, $input: CompanyHolidaysInput!) {
    updateCompanyHolidays(companyId: $companyId, year: $year, input: $input) {
      ...CompanyHolidayYearRecord
    }
  }
`);
