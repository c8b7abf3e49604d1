import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, IconButton, Stack, TextField } from '@mui/material';
import { EXAM_REQUEST_MAX_EXAMS } from '@teleconsulta/schema';
import { useT } from '../../i18n/locale.context';
import { type DocumentFormState, emptyExamRow } from './document-form.util';
import type { ErrorOf } from './field-errors.hook';

type Value = DocumentFormState['examRequest'];
type Props = { value: Value; onChange: (value: Value) => void; errorOf: ErrorOf };

/** The exams asked for (added and removed, at least one) and the clinical indication. */
export function ExamRequestFields({ value, onChange, errorOf }: Props) {
  const t = useT();
  const exams = value.exams;
  const indicationLabel = t('clinicalDocuments.field.clinicalIndication');
  const indicationError = errorOf('clinicalIndication', indicationLabel);
  const listError = errorOf('exams', t('clinicalDocuments.kind.EXAM_REQUEST'));
  return (
    <Stack spacing={2} data-testid="exam-request-fields">
      {exams.map((exam, index) => {
        const number = index + 1;
        const label = t('clinicalDocuments.field.exam', { number });
        const error = errorOf(`exams.${index}`, label);
        return (
          <Box key={exam.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} data-testid="exam-row">
            <TextField
              id={`exam-${exam.key}`}
              label={label}
              value={exam.name}
              onChange={(e) => onChange({ ...value, exams: exams.map((x) => (x.key === exam.key ? { ...x, name: e.target.value } : x)) })}
              error={Boolean(error)}
              helperText={error}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `exam-name-${index}` } }}
            />
            {exams.length > 1 && (
              <IconButton
                onClick={() => onChange({ ...value, exams: exams.filter((x) => x.key !== exam.key) })}
                aria-label={t('clinicalDocuments.exams.remove', { number })}
                sx={{ mt: 1 }}
                data-testid={`exam-remove-${index}`}
              >
                <DeleteOutlineIcon />
              </IconButton>
            )}
          </Box>
        );
      })}
      {listError && <Alert severity="error">{listError}</Alert>}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange({ ...value, exams: [...exams, emptyExamRow()] })}
          disabled={exams.length >= EXAM_REQUEST_MAX_EXAMS}
          data-testid="exam-add"
        >
          {t('clinicalDocuments.exams.add')}
        </Button>
      </Box>
      <TextField
        id="exam-clinical-indication"
        label={indicationLabel}
        value={value.clinicalIndication}
        onChange={(e) => onChange({ ...value, clinicalIndication: e.target.value })}
        error={Boolean(indicationError)}
        helperText={indicationError}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'exam-clinical-indication' } }}
      />
    </Stack>
  );
}
