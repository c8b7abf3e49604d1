import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin } from './console-api.fixtures';

type HolidayYear = {
  year: number;
  holidays: Array<{ date: string; kind: string; name: string; closed: boolean; worked: boolean }>;
};
export type HolidaysInput = { clinic: Array<{ date: string; name: string }>; worked: string[] };

const FIELDS = 'year holidays { date kind name closed worked }';

/** Talks to the gateway as the clinic admin: the holidays spec's fixtures go through the API, never the database. */
export async function companyHolidaysApi(gatewayUrl: string) {
  const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);
  const companyId = admin.companyId!;

  const api = {
    companyId,
    async holidays(year: number): Promise<HolidayYear> {
      const { companyHolidays } = await admin.call<{ companyHolidays: HolidayYear }>(
        `query Get($companyId: ID!, $year: Int) { companyHolidays(companyId: $companyId, year: $year) { ${FIELDS} } }`,
        { companyId, year },
      );
      return companyHolidays;
    },
    /** The clinic's own rows of a year, as the mutation takes them (to put them back after a test). */
    async own(year: number): Promise<HolidaysInput> {
      const found = await api.holidays(year);
      return {
        clinic: found.holidays.filter((h) => h.kind === 'CLINIC').map((h) => ({ date: h.date, name: h.name })),
        worked: found.holidays.filter((h) => h.worked).map((h) => h.date),
      };
    },
    /** The company calendar's dates from `from` to `to` that have an appointment holding a slot. */
    async appointmentDates(from: string, to: string): Promise<Set<string>> {
      const { appointments } = await admin.call<{ appointments: { items: Array<{ startDate: string | null; status: string }> } }>(
        'query List($filter: AppointmentFilter) { appointments(perPage: 100, filter: $filter) { items { startDate status } } }',
        { filter: { from, to } },
      );
      return new Set(appointments.items.filter((a) => a.status !== 'CANCELLED' && a.startDate).map((a) => a.startDate!));
    },
    async setOwn(year: number, input: HolidaysInput): Promise<void> {
      await admin.call(
        `mutation Put($companyId: ID!, $year: Int!, $input: CompanyHolidaysInput!) { updateCompanyHolidays(companyId: $companyId, year: $year, input: $input) { year } }`,
        { companyId, year, input },
      );
    },
  };
  return api;
}
