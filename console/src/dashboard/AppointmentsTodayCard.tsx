import { Chip, Stack } from '@mui/material';
import { Link } from 'react-admin';
import type { AppointmentStatusTotals as Counts } from '../providers/appointment.documents';
import { useDomainChoices } from '../providers/domain.hooks';
import { statusChipLook } from '../theme/status-colors';
import { DashboardCountCard } from './DashboardCountCard';

/** The statuses in the order of an appointment's life, each with its count's field. */
const STATUSES: ReadonlyArray<[code: string, field: Exclude<keyof Counts, 'total' | '__typename'>]> = [
  ['SCHEDULED', 'scheduled'],
  ['PAID', 'paid'],
  ['IN_ATTENDANCE', 'inAttendance'],
  ['FINISHED_BY_PROFESSIONAL', 'finishedByProfessional'],
  ['LEFT_BY_PATIENT', 'leftByPatient'],
  ['NO_SHOW', 'noShow'],
  ['CANCELLED', 'cancelled'],
];

/** Today's appointments of the clinic by status (in the statuses' colours), each opening the list filtered to it. */
export const AppointmentsTodayCard = ({ date, counts }: { date: string; counts: Counts }) => {
  const { choices } = useDomainChoices('STATUS_APPOINTMENT');
  const nameOf = (code: string) => choices.find((c) => c.id === code)?.name ?? code;
  const listOf = (filter: Record<string, unknown>) => `/appointments?filter=${encodeURIComponent(JSON.stringify(filter))}`;

  return (
    <DashboardCountCard
      section="appointments"
      countName="total"
      count={counts.total}
      to={listOf({ from: date, to: date })}
      sx={{ flex: 1, minWidth: 280 }}
    >
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" mt={1}>
        {STATUSES.map(([code, field]) => (
          <Chip
            key={code}
            component={Link}
            to={listOf({ from: date, to: date, status: [code] })}
            clickable
            size="small"
            color={statusChipLook('appointment', code).color}
            variant={counts[field] > 0 ? statusChipLook('appointment', code).variant : 'outlined'}
            data-testid={`appointments-${code}`}
            data-count={counts[field]}
            label={`${nameOf(code)}: ${counts[field]}`}
          />
        ))}
      </Stack>
    </DashboardCountCard>
  );
};
