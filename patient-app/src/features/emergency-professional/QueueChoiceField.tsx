import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import type { QueueSummary } from './emergency-professional.util';

type Props = {
  queues: readonly QueueSummary[];
  selected: readonly string[];
  /** Ticks (`on`) or unticks one queue. */
  onToggle: (id: string, on: boolean) => void;
  /** Check-in was tried with no queue ticked: the field asks for one. */
  missing: boolean;
};

/** The check-in's choice of queues, each with how many patients wait there. */
export function QueueChoiceField({ queues, selected, onToggle, missing }: Props) {
  const t = useT();
  return (
    <FormControl error={missing} component="fieldset" variant="standard">
      <FormLabel component="legend">{t('emergencyProfessional.checkIn.queues')}</FormLabel>
      <FormGroup>
        {queues.map((queue) => (
          <FormControlLabel
            key={queue.id}
            data-testid="check-in-queue"
            control={<Checkbox checked={selected.includes(queue.id)} onChange={(event) => onToggle(queue.id, event.target.checked)} />}
            label={
              <span>
                {queue.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({t('emergencyProfessional.checkIn.waiting', { count: queue.counts?.waiting ?? 0 })})
                </Typography>
              </span>
            }
          />
        ))}
      </FormGroup>
      {missing && <FormHelperText>{t('emergencyProfessional.checkIn.chooseOne')}</FormHelperText>}
    </FormControl>
  );
}
