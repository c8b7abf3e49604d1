import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { graphql } from '../../gql';
import type { SlotPickerSlotFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { groupSlotsByDay, slotKey } from './slot-grouping.util';

graphql(`
  fragment SlotPickerSlot on AvailableSlot {
    professionalId
    professionalName
    date
    start
    end
    startsAt
    endsAt
    specialties {
      code
      name
    }
  }
`);

/** Days shown before "more days" (a week's worth of buttons; the range has up to 35). */
const FIRST_DAYS = 7;

type Props = {
  slots: readonly SlotPickerSlotFragment[];
  timeZone: string;
  /** Times the booking refused: never offered again. */
  excluded: ReadonlySet<string>;
  chosen: SlotPickerSlotFragment | null;
  /** The day to show first (the chosen or the refused time's); the first day with free times otherwise. */
  initialDay: string | null;
  onChoose: (slot: SlotPickerSlotFragment) => void;
};

/**
 * Free times grouped by the clinic's calendar day: the days first (a row of buttons), then the chosen day's times per
 * professional. Times are written in the browser's language, on the clinic's clock.
 */
export function SlotPicker({ slots, timeZone, excluded, chosen, initialDay, onChoose }: Props) {
  const t = useT();
  const format = useDateFormat();
  const days = useMemo(() => groupSlotsByDay(slots, excluded), [slots, excluded]);
  const [day, setDay] = useState<string | null>(chosen?.date ?? initialDay);
  const current = days.find((d) => d.date === day) ?? days[0] ?? null;
  const [allDays, setAllDays] = useState(false);
  const currentIndex = current ? days.indexOf(current) : 0;
  const shown = allDays || currentIndex >= FIRST_DAYS ? days : days.slice(0, FIRST_DAYS);
  useEffect(() => {
    if (current && current.date !== day) setDay(current.date);
  }, [current, day]);
  if (!current) return null;
  return (
    <Stack spacing={3}>
      <div>
        <Typography id="slot-days-label" variant="subtitle1" component="h3" gutterBottom>
          {t('schedule.slot.days')}
        </Typography>
        <ToggleButtonGroup
          value={current.date}
          exclusive
          onChange={(_event, value: string | null) => value && setDay(value)}
          aria-labelledby="slot-days-label"
          sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 2 } }}
        >
          {shown.map((d) => (
            <ToggleButton
              key={d.date}
              value={d.date}
              data-testid={`slot-day-${d.date}`}
              sx={{ flexDirection: 'column', px: 1.5, py: 0.75 }}
            >
              <span>{format.shortDay(d.date)}</span>
              <Typography component="span" variant="caption" color="text.secondary">
                {t(d.count === 1 ? 'schedule.slot.countOne' : 'schedule.slot.countMany', { count: d.count })}
              </Typography>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {shown.length < days.length && (
          <Box sx={{ mt: 1 }}>
            <Button size="small" onClick={() => setAllDays(true)} data-testid="slot-more-days">
              {t('schedule.slot.moreDays', { count: days.length - shown.length })}
            </Button>
          </Box>
        )}
      </div>
      <Stack spacing={2} component="section" aria-labelledby="slot-times-label" data-testid="slot-times">
        <Typography id="slot-times-label" variant="subtitle1" component="h3">
          {t('schedule.slot.timesOf', { day: format.day(current.date) })}
        </Typography>
        {current.professionals.map((professional) => (
          <Box key={professional.professionalId} data-testid={`slot-professional-${professional.professionalId}`}>
            <Typography variant="body2" color="text.secondary" component="h4" gutterBottom>
              {professional.professionalName}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {professional.slots.map((slot) => {
                const selected = chosen !== null && slotKey(chosen) === slotKey(slot);
                return (
                  <Button
                    key={slotKey(slot)}
                    variant={selected ? 'contained' : 'outlined'}
                    aria-pressed={selected}
                    aria-label={t('schedule.slot.timeWith', {
                      time: format.time(slot.startsAt, timeZone),
                      name: professional.professionalName,
                    })}
                    onClick={() => onChoose(slot)}
                    data-testid="slot-time"
                    data-starts-at={slot.startsAt}
                    data-professional-id={slot.professionalId}
                    sx={{ minWidth: 88 }}
                  >
                    {format.time(slot.startsAt, timeZone)}
                  </Button>
                );
              })}
            </Box>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
