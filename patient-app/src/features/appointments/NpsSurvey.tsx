import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { attendanceEnded, NPS_MAX, NPS_MIN } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import { graphql } from '../../gql';
import type { NpsSurveyAppointmentFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';

graphql(`
  fragment NpsSurveyAppointment on Appointment {
    id
    protocol
    status
    nps {
      id
      score
      comment
    }
  }
`);

const AnswerNpsDocument = graphql(`
  mutation PatientAnswerNps($protocol: String!, $input: NpsAnswerInput!) {
    answerNps(protocol: $protocol, input: $input) {
      id
      score
      comment
    }
  }
`);

const SCORES = Array.from({ length: NPS_MAX - NPS_MIN + 1 }, (_, i) => NPS_MIN + i);

/** SPEC §2 NPS survey, 0 to 10 (§9), once per finished attendance; the answer is shown afterwards. */
export function NpsSurvey({ appointment, onAnswered }: { appointment: NpsSurveyAppointmentFragment; onAnswered: () => Promise<unknown> }) {
  const t = useT();
  const [score, setScore] = useState<string>('');
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const [answer, { loading }, feedback] = useMutationFeedback(AnswerNpsDocument);
  if (!attendanceEnded(appointment.status)) return null;

  if (appointment.nps) {
    return (
      <Stack spacing={1} component="section" aria-labelledby="nps-title" data-testid="nps-answered">
        <Typography id="nps-title" variant="h6" component="h2">
          {t('appointments.nps.title')}
        </Typography>
        <Typography>{t('appointments.nps.answered', { score: appointment.nps.score })}</Typography>
        {appointment.nps.comment && <Typography color="text.secondary">{appointment.nps.comment}</Typography>}
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (score === '' || loading) return;
    void answer({
      variables: {
        protocol: appointment.protocol,
        input: { score: Number(score), ...(comment.trim() ? { comment: comment.trim() } : {}) },
      },
    }).then(
      () => onAnswered(),
      () => undefined,
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="nps-title" data-testid="nps-survey">
      <Stack spacing={2}>
        <Typography id="nps-title" variant="h6" component="h2">
          {t('appointments.nps.title')}
        </Typography>
        {(feedback?.message ?? feedback?.fieldErrors.protocol) && (
          <Alert severity="error">{feedback?.message ?? feedback?.fieldErrors.protocol}</Alert>
        )}
        <FormControl error={tried && score === ''}>
          <FormLabel id="nps-score-label">{t('appointments.nps.question')}</FormLabel>
          <RadioGroup row aria-labelledby="nps-score-label" name="score" value={score} onChange={(event) => setScore(event.target.value)}>
            {SCORES.map((value) => (
              <FormControlLabel
                key={value}
                value={String(value)}
                control={<Radio size="small" />}
                label={String(value)}
                labelPlacement="bottom"
                sx={{ mx: 0, minWidth: 40 }}
              />
            ))}
          </RadioGroup>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', maxWidth: 11 * 40 }}>
            <Typography variant="caption" color="text.secondary">
              {t('appointments.nps.unlikely')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('appointments.nps.likely')}
            </Typography>
          </Box>
          {tried && score === '' && (
            <Typography variant="caption" color="error" role="alert">
              {t('appointments.nps.chooseScore')}
            </Typography>
          )}
        </FormControl>
        <TextField
          multiline
          minRows={2}
          name="comment"
          label={t('appointments.nps.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={loading} data-testid="nps-submit">
            {t('appointments.nps.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
