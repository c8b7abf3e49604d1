import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { graphql } from '../../gql';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { RequestSchedulingForm } from './RequestSchedulingForm';
import { SlotPicker } from './SlotPicker';
import type { SpecialtyOption } from './SpecialtyStep';
import type { ChosenSlot, ScheduleState } from './schedule.reducer';
import { slotKey } from './slot-grouping.util';

const FreeSlotsDocument = graphql(`
  query FreeSlots($specialty: String, $professionalId: ID) {
    availableSlots(specialty: $specialty, professionalId: $professionalId) {
      timeZone
      from
      to
      slots {
        ...SlotPickerSlot
      }
    }
  }
`);

type Props = {
  state: ScheduleState;
  onChoose: (slot: ChosenSlot) => void;
  specialties: readonly SpecialtyOption[];
  /** The specialty a scheduling request starts with (the chosen one, or the chosen professional's first). */
  requestSpecialty: string | null;
  /** The dependent the request is for; null: the patient. */
  requestPersonId: string | null;
};

/**
 * Day and time: the free slots of the chosen specialty or professional, read fresh every time the step opens (and
 * again after a booking was refused). Nothing free, or nothing that suits: a scheduling request instead.
 */
export function SlotStep({ state, onChoose, specialties, requestSpecialty, requestPersonId }: Props) {
  const t = useT();
  const variables = state.mode === 'specialty' ? { specialty: state.specialty } : { professionalId: state.professionalId };
  // Mounted afresh each time the step opens (a refused booking comes back here), so the times are always read again.
  const { data, error, loading } = useQuery(FreeSlotsDocument, { variables, fetchPolicy: 'network-only' });
  const excluded = useMemo(() => new Set(state.gone), [state.gone]);
  const [requesting, setRequesting] = useState(false);

  if (error) return <ErrorAlert error={error} />;
  if (!data && loading) return <RouteLoading />;
  const availability = data?.availableSlots;
  const free = (availability?.slots ?? []).filter((slot) => !excluded.has(slotKey(slot)));
  const chosen = state.slot ? (free.find((slot) => slotKey(slot) === slotKey(state.slot!)) ?? null) : null;
  const request = <RequestSchedulingForm personId={requestPersonId} specialties={specialties} specialty={requestSpecialty} />;
  return (
    <Stack spacing={3}>
      {state.slotMessage && (
        <Alert severity="warning" role="alert" data-testid="slot-unavailable">
          {state.slotMessage}
        </Alert>
      )}
      {free.length === 0 ? (
        <>
          <Alert severity="info" data-testid="no-free-slots">
            {t('schedule.slot.none')}
          </Alert>
          {request}
        </>
      ) : (
        <>
          <SlotPicker
            slots={free}
            timeZone={availability!.timeZone}
            excluded={excluded}
            chosen={chosen}
            initialDay={state.day}
            onChoose={(slot) => onChoose({ ...slot, timeZone: availability!.timeZone })}
          />
          {requesting ? (
            request
          ) : (
            <Box>
              <Button variant="text" onClick={() => setRequesting(true)} data-testid="open-request-scheduling">
                {t('schedule.slot.noneSuits')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
