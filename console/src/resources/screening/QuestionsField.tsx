import ReportIcon from '@mui/icons-material/Report';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ScreeningRecord } from '../../providers/screening.documents';

/** The questions of a questionnaire, in order, in both languages, with their options and red flags. */
export const QuestionsField = (_props: { source?: 'questions'; label?: string }) => {
  const record = useRecordContext<ScreeningRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack component="ol" spacing={1.5} sx={{ pl: 3, m: 0 }}>
      {record.questions.map((q) => (
        <Box component="li" key={q.id} data-question={q.id}>
          <Typography variant="body1" data-testid="question-pt">
            {q.textPtBR}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="question-en">
            {q.textEn}
          </Typography>
          <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mt: 0.5 }}>
            <Chip size="small" label={translate(`resources.screenings.kinds.${q.kind}`)} />
            {!q.required && <Chip size="small" variant="outlined" label={translate('resources.screenings.optional')} />}
            {q.options.map((o) => (
              <Chip
                key={o.id}
                size="small"
                variant="outlined"
                color={o.redFlag ? 'error' : 'default'}
                icon={o.redFlag ? <ReportIcon /> : undefined}
                title={o.redFlag ? translate('resources.screenings.redFlag') : undefined}
                label={`${o.textPtBR} / ${o.textEn}${o.weight == null ? '' : ` · ${o.weight}`}`}
                data-red-flag={o.redFlag}
              />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
};
