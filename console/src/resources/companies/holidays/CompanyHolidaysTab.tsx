import { useMutation, useQuery } from '@apollo/client';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { COMPANY_HOLIDAY_WRITE_ROLES, hasAnyRole, type Role } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { useLocaleState, useNotify, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import {
  type CompanyHolidayRow,
  CompanyHolidaysDocument,
  type CompanyHolidayYearRecord,
  UpdateCompanyHolidaysDocument,
} from '../../../providers/company-holiday.documents';
import { toGatewayError } from '../../../providers/gateway-error';
import { dateText } from '../../professionals/schedule/schedule.format';

const t = (key: string) => `resources.companies.holidays.${key}`;

type Input = { clinic: Array<{ date: string; name: string }>; worked: string[] };

/** The clinic's own rows of the year as the mutation takes them (it replaces them whole). */
function inputOf(year: CompanyHolidayYearRecord): Input {
  return {
    clinic: year.holidays.filter((h) => h.kind === 'CLINIC').map((h) => ({ date: h.date, name: h.name })),
    worked: year.holidays.filter((h) => h.worked).map((h) => h.date),
  };
}

const KIND_COLOR = { NATIONAL: 'primary', STATE: 'secondary', OPTIONAL: 'default', CLINIC: 'warning' } as const;

/**
 * A company's "Holidays" tab: the year's national, state and clinic holidays (the set every schedule that skips
 * holidays uses), and for administrators and managers a form to add a clinic holiday, "mark as worked" on national and
 * state ones, and "remove" on the clinic's own. Every change replaces the year's own holidays on the server.
 */
export const CompanyHolidaysTab = () => {
  const record = useRecordContext<{ id: string; state?: string | null }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<Role[]>();
  const canEdit = hasAnyRole(permissions ?? [], COMPANY_HOLIDAY_WRITE_ROLES);
  const [year, setYear] = useState<number | null>(null);
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const { data, error, loading, refetch } = useQuery(CompanyHolidaysDocument, {
    variables: { companyId: record?.id ?? '', year: year ?? undefined },
    skip: !record?.id,
    fetchPolicy: 'network-only',
  });
  const [update, { loading: saving }] = useMutation(UpdateCompanyHolidaysDocument);
  if (!record) return null;
  const current = data?.companyHolidays ?? null;
  if (error) return <Alert severity="error">{translate(t('unavailable'))}</Alert>;
  if (!current) return loading ? null : <Alert severity="error">{translate(t('unavailable'))}</Alert>;

  const save = async (input: Input) => {
    setErrors([]);
    try {
      await update({ variables: { companyId: record.id, year: current.year, input } });
      await refetch({ companyId: record.id, year: current.year });
      notify(t('saved'), { type: 'info' });
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
  const base = inputOf(current);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await save({ ...base, clinic: [...base.clinic, { date, name }] })) {
      setDate('');
      setName('');
    }
  };
  const toggleWorked = (h: CompanyHolidayRow) =>
    save({ ...base, worked: h.worked ? base.worked.filter((d) => d !== h.date) : [...base.worked, h.date] });
  const remove = (h: CompanyHolidayRow) => save({ ...base, clinic: base.clinic.filter((c) => c.date !== h.date) });
  const status = (h: CompanyHolidayRow) =>
    h.worked ? translate(t('status.worked')) : h.closed ? translate(t('status.closed')) : translate(t('status.optional'));

  return (
    <Box data-testid="company-holidays" sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <IconButton aria-label={translate(t('previous_year'))} onClick={() => setYear(current.year - 1)} size="small">
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="subtitle1" data-testid="holiday-year">
          {translate(t('title'), { year: current.year })}
        </Typography>
        <IconButton aria-label={translate(t('next_year'))} onClick={() => setYear(current.year + 1)} size="small">
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {current.state ? translate(t('intro'), { state: current.state }) : translate(t('no_state'))}
      </Typography>
      {canEdit ? (
        <Box component="form" onSubmit={add} data-testid="holiday-add-form" sx={{ mb: 2 }}>
          <Typography variant="subtitle2" gutterBottom>
            {translate(t('add.title'))}
          </Typography>
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <TextField
              type="date"
              size="small"
              label={translate(t('add.date'))}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              InputLabelProps={{ shrink: true }}
              inputProps={{ 'data-testid': 'holiday-date', min: `${current.year}-01-01`, max: `${current.year}-12-31` }}
              fullWidth={false}
              sx={{ width: 200 }}
              required
            />
            <TextField
              size="small"
              label={translate(t('add.name'))}
              value={name}
              onChange={(e) => setName(e.target.value)}
              inputProps={{ 'data-testid': 'holiday-name', maxLength: 100 }}
              fullWidth={false}
              sx={{ width: 360 }}
              required
            />
            <Button type="submit" variant="contained" disabled={saving} data-testid="holiday-add">
              {translate(t('add.submit'))}
            </Button>
          </Stack>
        </Box>
      ) : null}
      {errors.length > 0 ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="holiday-error">
          {errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : null}
      <Table size="small" data-testid="holiday-list">
        <TableHead>
          <TableRow>
            <TableCell>{translate(t('columns.date'))}</TableCell>
            <TableCell>{translate(t('columns.name'))}</TableCell>
            <TableCell>{translate(t('columns.kind'))}</TableCell>
            <TableCell>{translate(t('columns.status'))}</TableCell>
            {canEdit ? <TableCell /> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {current.holidays.map((h) => (
            <TableRow
              key={h.date}
              data-date={h.date}
              data-kind={h.kind}
              sx={h.closed ? undefined : { '& td': { color: 'text.secondary' } }}
            >
              <TableCell sx={{ width: 170, whiteSpace: 'nowrap' }}>{dateText(h.date, locale)}</TableCell>
              <TableCell>{h.name}</TableCell>
              <TableCell>
                <Chip size="small" color={KIND_COLOR[h.kind]} variant="outlined" label={translate(t(`kinds.${h.kind}`))} />
              </TableCell>
              <TableCell data-testid="holiday-status">{status(h)}</TableCell>
              {canEdit ? (
                <TableCell align="right">
                  {h.kind === 'NATIONAL' || h.kind === 'STATE' ? (
                    <Button size="small" disabled={saving} onClick={() => toggleWorked(h)}>
                      {translate(t(h.worked ? 'mark_closed' : 'mark_worked'))}
                    </Button>
                  ) : h.kind === 'CLINIC' ? (
                    <Button size="small" color="error" disabled={saving} onClick={() => remove(h)}>
                      {translate(t('remove'))}
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {current.holidays.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(t('empty'))}
        </Typography>
      ) : null}
    </Box>
  );
};
