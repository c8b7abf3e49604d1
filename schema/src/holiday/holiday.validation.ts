import { z } from 'zod';
import { publicHolidays } from '../calendar/company-holidays.js';
import type { TemplateKey } from '../errors.js';
import { isCalendarDate } from '../schedule/schedule.validation.js';

/**
 * A company's own holidays of one year (PUT /company/{id}/holidays?year=): its closed dates (municipal holidays, a
 * recess), each with a name, and the national or state holidays it works. The whole year is replaced.
 */

export const COMPANY_HOLIDAY_MAX_CLINIC = 60;
export const COMPANY_HOLIDAY_NAME_MAX = 100;
export const COMPANY_HOLIDAY_YEARS = { min: 2000, max: 2099 } as const;

export const ZHolidayYear = z.coerce
  .number({ message: 'invalid' })
  .int({ message: 'invalid' })
  .min(COMPANY_HOLIDAY_YEARS.min, { message: 'invalid' })
  .max(COMPANY_HOLIDAY_YEARS.max, { message: 'invalid' });

const ZDate = z.string({ message: 'required' }).trim().min(1, { message: 'required' });

const shape = {
  clinic: z
    .array(
      z.object({
        date: ZDate,
        name: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(COMPANY_HOLIDAY_NAME_MAX, { message: 'max' }),
      }),
      { message: 'invalid' },
    )
    .max(COMPANY_HOLIDAY_MAX_CLINIC, { message: 'invalid' })
    .default([]),
  worked: z.array(ZDate, { message: 'invalid' }).max(40, { message: 'invalid' }).default([]),
};
export const ZCompanyHolidaysShape = z.object(shape);
export type TCompanyHolidaysInput = z.infer<typeof ZCompanyHolidaysShape>;

export type CompanyHolidayRuleContext = { year: number; state: string | null | undefined };
export type CompanyHolidayIssue = { field: string; key: TemplateKey; args?: Array<string | number> };

/**
 * The rules: dates of the year asked for; a clinic date is not already a closed national or state holiday, nor given
 * twice; a worked date is a closed national or state holiday of that year (optional points are worked anyway).
 */
export function companyHolidayIssues(input: TCompanyHolidaysInput, context: CompanyHolidayRuleContext): CompanyHolidayIssue[] {
  const issues: CompanyHolidayIssue[] = [];
  const closedPublic = new Set(
    publicHolidays(context.year, context.state)
      .filter((h) => h.closed)
      .map((h) => h.date),
  );
  const inYear = (date: string) => isCalendarDate(date) && Number(date.slice(0, 4)) === context.year;
  const seen = new Set<string>();
  input.clinic.forEach((c, i) => {
    if (!inYear(c.date)) issues.push({ field: `clinic.${i}.date`, key: 'invalidDateTime' });
    else if (seen.has(c.date) || closedPublic.has(c.date)) issues.push({ field: `clinic.${i}.date`, key: 'dateExists' });
    seen.add(c.date);
  });
  const worked = new Set<string>();
  input.worked.forEach((date, i) => {
    if (!inYear(date) || !closedPublic.has(date)) issues.push({ field: `worked.${i}`, key: 'invalid' });
    else if (worked.has(date)) issues.push({ field: `worked.${i}`, key: 'dateExists' });
    worked.add(date);
  });
  return issues;
}

export function companyHolidaysInputSchema(context: CompanyHolidayRuleContext) {
  return z.object(shape).superRefine((value, ctx) => {
    for (const issue of companyHolidayIssues(value, context)) {
      ctx.addIssue({ code: 'custom', path: issue.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: issue.key });
    }
  });
}
