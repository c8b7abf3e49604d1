import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CompanyHolidayRow } from '../../providers/company-holiday.documents';
import { dateText } from '../professional/schedule/schedule.format';

const t = (key: string) => `resources.companies.holidays.${key}`;
const KIND_COLOR = { NATIONAL: 'primary', STATE: 'secondary', OPTIONAL: 'default', CLINIC: 'warning' } as const;

type HolidayTableProps = {
  holidays: readonly CompanyHolidayRow[];
  /** Staff who may change the holidays get a column of actions. */
  canEdit: boolean;
  saving: boolean;
  onToggleWorked: (holiday: CompanyHolidayRow) => void;
  onRemove: (holiday: CompanyHolidayRow) => void;
};

/** Whether the clinic closes on the holiday, works it, or works an optional point. */
const statusKey = (h: CompanyHolidayRow) => (h.worked ? 'status.worked' : h.closed ? 'status.closed' : 'status.optional');

/**
 * The year's holidays, one row each (a day the clinic works shown in grey): "mark as worked" on a national or state
 * holiday, "remove" on the clinic's own.
 */
export const HolidayTable = ({ holidays, canEdit, saving, onToggleWorked, onRemove }: HolidayTableProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
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
          {holidays.map((h) => (
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
              <TableCell data-testid="holiday-status">{translate(t(statusKey(h)))}</TableCell>
              {canEdit ? (
                <TableCell align="right">
                  {h.kind === 'NATIONAL' || h.kind === 'STATE' ? (
                    <Button size="small" disabled={saving} onClick={() => onToggleWorked(h)}>
                      {translate(t(h.worked ? 'mark_closed' : 'mark_worked'))}
                    </Button>
                  ) : h.kind === 'CLINIC' ? (
                    <Button size="small" color="error" disabled={saving} onClick={() => onRemove(h)}>
                      {translate(t('remove'))}
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {holidays.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(t('empty'))}
        </Typography>
      ) : null}
    </>
  );
};
