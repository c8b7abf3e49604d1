import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  type CompanyHolidayRow,
  CompanyHolidaysDocument,
  type CompanyHolidayYearRecord,
  UpdateCompanyHolidaysDocument,
} from '../../providers/company-holiday.documents';
import { toGatewayError } from '../../providers/gateway-error';

type Input = { clinic: Array<{ date: string; name: string }>; worked: string[] };

/** The clinic's own rows of the year as the mutation takes them (it replaces them whole). */
function inputOf(year: CompanyHolidayYearRecord): Input {
  return {
    clinic: year.holidays.filter((h) => h.kind === 'CLINIC').map((h) => ({ date: h.date, name: h.name })),
    worked: year.holidays.filter((h) => h.worked).map((h) => h.date),
  };
}

/**
 * A company's holidays of the year shown (this year until the user moves), and the changes staff make to them: each
 * one replaces the year's own holidays on the server, reads the year again and says so, or keeps the gateway's errors.
 */
export function useCompanyHolidays(companyId: string | undefined) {
  const translate = useTranslate();
  const notify = useNotify();
  const [year, setYear] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const { data, error, loading, refetch } = useQuery(CompanyHolidaysDocument, {
    variables: { companyId: companyId ?? '', year: year ?? undefined },
    skip: !companyId,
    fetchPolicy: 'network-only',
  });
  const [update, { loading: saving }] = useMutation(UpdateCompanyHolidaysDocument);
  const current = data?.companyHolidays ?? null;

  /** Whether the change was saved. */
  const save = async (change: (base: Input) => Input): Promise<boolean> => {
    if (!companyId || !current) return false;
    setErrors([]);
    try {
      await update({ variables: { companyId, year: current.year, input: change(inputOf(current)) } });
      await refetch({ companyId, year: current.year });
      notify('resources.companies.holidays.saved', { type: 'info' });
      return true;
    } catch (failure) {
      const gatewayError = toGatewayError(failure);
      setErrors(
        gatewayError.fields.length > 0
          ? gatewayError.fields.map((f) => f.message)
          : [translate(gatewayError.message, { _: gatewayError.message })],
      );
      return false;
    }
  };

  return {
    current,
    error,
    loading,
    saving,
    errors,
    setYear,
    add: (date: string, name: string) => save((base) => ({ ...base, clinic: [...base.clinic, { date, name }] })),
    toggleWorked: (h: CompanyHolidayRow) =>
      save((base) => ({ ...base, worked: h.worked ? base.worked.filter((d) => d !== h.date) : [...base.worked, h.date] })),
    remove: (h: CompanyHolidayRow) => save((base) => ({ ...base, clinic: base.clinic.filter((c) => c.date !== h.date) })),
  };
}
