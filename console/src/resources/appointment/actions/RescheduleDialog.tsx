import { useMutation, useQuery } from '@apollo/client';
import { FormHelperText, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { dateInZone } from '@teleconsulta/schema';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { AppointmentRecord } from '../../../providers/appointment.documents';
import { ConfirmActionDialog } from '../../ConfirmActionDialog';
import { actionFailure } from './action-failure';
import { ReceptionSlotsDocument, RescheduleAppointmentDocument } from './reception.documents';
import { slotsOfDay } from './reception.rules';

const t = (key: string) => `resources.appointments.actions.reschedule.${key}`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first day offered: the appointment's own when it is still ahead, else today (the clinic's calendar). */
const firstDay = (a: AppointmentRecord, today: string) => (a.startDate > today ? a.startDate : today);

/**
 * "Reschedule": a day, then one of the professional's free times of that day (the booking's availability engine), sent
 * as `updateAppointment(id, { startsAt })`. A refusal (a time just taken, out of schedule, a holiday: SPEC §5's texts)
 * is shown in the dialog and nothing changes.
 */
export function RescheduleDialog({
  appointment,
  onClose,
  onDone,
}: {
  appointment: AppointmentRecord;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const slotsLabelId = useId();
  const today = dateInZone(appointment.timeZone);
  const [date, setDate] = useState(() => firstDay(appointment, today));
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const validDay = DAY.test(date) && date >= today;
  const { data, loading } = useQuery(ReceptionSlotsDocument, {
    variables: { professionalId: appointment.doctorId ?? '', from: date, to: date },
    skip: !validDay || !appointment.doctorId,
    fetchPolicy: 'network-only',
  });
  const [reschedule, { loading: saving }] = useMutation(RescheduleAppointmentDocument);
  const slots = validDay ? slotsOfDay(data?.availableSlots.slots ?? [], date) : [];

  const confirm = async () => {
    if (!startsAt) {
      setSlotError(translate(t('errors.slot_required')));
      return;
    }
    setFormError(null);
    try {
      await reschedule({ variables: { id: appointment.id, startsAt } });
      notify(t('done'), { type: 'success' });
      onClose();
      await onDone();
    } catch (error) {
      const failure = actionFailure(error, translate, { startsAt: 'startsAt' });
      setSlotError(failure.fields.startsAt ?? null);
      setFormError(failure.form);
    }
  };

  return (
    <ConfirmActionDialog
      tone="primary"
      titleId="reschedule-title"
      title={translate(t('title'), { protocol: appointment.protocol })}
      text={translate(t('content'))}
      error={formError}
      errorTestId="reschedule-error"
      busy={saving}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel={translate(t('confirm'))}
      confirmTestId="reschedule-confirm"
    >
      <Stack spacing={2}>
        <TextField
          type="date"
          name="date"
          label={translate(t('date'))}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setStartsAt(null);
            setSlotError(null);
          }}
          error={!validDay}
          helperText={validDay ? ' ' : translate(t('errors.date_invalid'))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, 'data-testid': 'reschedule-date' } }}
        />
        <div>
          <Typography id={slotsLabelId} variant="subtitle2" gutterBottom>
            {translate(t('slots'))}
          </Typography>
          {loading ? (
            <Typography variant="body2" color="text.secondary">
              {translate(t('loading'))}
            </Typography>
          ) : slots.length === 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="reschedule-no-slots">
              {translate(t('no_slots'))}
            </Typography>
          ) : (
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              aria-labelledby={slotsLabelId}
              value={startsAt}
              onChange={(_, value: string | null) => {
                setStartsAt(value);
                setSlotError(null);
              }}
              sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 1 } }}
              data-testid="reschedule-slots"
            >
              {slots.map((slot) => (
                <ToggleButton key={slot.startsAt} value={slot.startsAt} data-start={slot.start} data-testid="reschedule-slot">
                  {slot.start}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          <FormHelperText error={slotError !== null} data-testid="reschedule-slot-error">
            {slotError ?? ' '}
          </FormHelperText>
        </div>
      </Stack>
    </ConfirmActionDialog>
  );
}
