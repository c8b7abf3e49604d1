import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FinancialResume } from '../../providers/company-financial.documents';
import { formatBrl } from '../plan/plan.money';

const t = (key: string) => `resources.companyFinancials.${key}`;

/** The period day by day (only the days with a payment), or a line saying there was none. */
export const ResumeDaysTable = ({ resume }: { resume: FinancialResume }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const brl = (cents: number) => formatBrl(cents, locale);
  return (
    <>
      <Table size="small" aria-label={translate(t('resume'))}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(t('columns.date'))}</TableCell>
            <TableCell align="right">{translate(t('figures.paid'))}</TableCell>
            <TableCell align="right">{translate(t('figures.revenue'))}</TableCell>
            <TableCell align="right">{translate(t('columns.commission'))}</TableCell>
            <TableCell align="right">{translate(t('figures.net'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {resume.days
            .filter((day) => day.paidAppointments > 0)
            .map((day) => (
              <TableRow key={day.date} data-day={day.date}>
                <TableCell>{new Date(`${day.date}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC' })}</TableCell>
                <TableCell align="right">{day.paidAppointments}</TableCell>
                <TableCell align="right">{brl(day.revenueCents)}</TableCell>
                <TableCell align="right">{brl(day.commissionCents)}</TableCell>
                <TableCell align="right">{brl(day.netCents)}</TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
      {resume.paidAppointments === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate(t('no_payments'))}
        </Typography>
      ) : null}
    </>
  );
};
