import { useMutation } from '@apollo/client';
import { TextField } from '@mui/material';
import { ERASURE_ANSWER_MAX } from '@teleconsulta/schema';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  AnonymiseErasureRequestDocument,
  type ErasureRequestRecord,
  RefuseErasureRequestDocument,
} from '../../providers/erasure-request.documents';
import { toGatewayError } from '../../providers/gateway-error';
import { ConfirmActionDialog } from '../ConfirmActionDialog';

export type ErasureAnswer = 'anonymise' | 'refuse';
const t = (key: string) => `resources.erasureRequests.${key}`;

/**
 * The clinic's answer: "Anonymise" says what is erased and what the law keeps (an optional note to the patient);
 * "Refuse" needs the answer the patient receives. Field errors from the gateway show under the answer.
 */
export function ErasureAnswerDialog({ record, kind, onClose }: { record: ErasureRequestRecord; kind: ErasureAnswer; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [anonymise, anonymising] = useMutation(AnonymiseErasureRequestDocument);
  const [refuse, refusing] = useMutation(RefuseErasureRequestDocument);
  const busy = anonymising.loading || refusing.loading;

  const confirm = async () => {
    const trimmed = answer.trim();
    if (kind === 'refuse' && trimmed === '') {
      setAnswerError(translate(t('refuse.required')));
      return;
    }
    setAnswerError(null);
    setFormError(null);
    try {
      if (kind === 'anonymise') await anonymise({ variables: { id: record.id, answer: trimmed || null } });
      else await refuse({ variables: { id: record.id, answer: trimmed } });
      notify(t(`${kind}.done`), { type: 'info' });
      onClose();
      refresh();
    } catch (error) {
      const failure = toGatewayError(error);
      const onAnswer = failure.fields.find((f) => f.field === 'answer');
      if (onAnswer) setAnswerError(onAnswer.message);
      else setFormError(translate(failure.message, { _: failure.message }));
    }
  };

  return (
    <ConfirmActionDialog
      titleId={`erasure-${kind}-title`}
      title={translate(t(`${kind}.title`), { name: record.personName })}
      text={translate(t(`${kind}.content`))}
      error={formError}
      errorTestId="erasure-answer-error"
      busy={busy}
      onClose={onClose}
      onConfirm={() => void confirm()}
      confirmLabel={translate(t(`actions.${kind}`))}
      confirmTestId={`erasure-${kind}-confirm`}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        label={translate(t(kind === 'refuse' ? 'refuse.answer' : 'anonymise.note'))}
        required={kind === 'refuse'}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        error={answerError !== null}
        helperText={answerError ?? ' '}
        slotProps={{ htmlInput: { maxLength: ERASURE_ANSWER_MAX, 'data-testid': 'erasure-answer' } }}
      />
    </ConfirmActionDialog>
  );
}
