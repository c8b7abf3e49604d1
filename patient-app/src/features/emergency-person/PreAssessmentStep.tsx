import { useQuery } from '@apollo/client/react';
import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import { useLocale, useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { type AnswerState, answersToSend, missingAnswers } from './answers.util';
import { EmergencyPreAssessmentDocument, SubmitEmergencyScreeningDocument } from './emergency-person.documents';
import { QuestionField } from './QuestionField';
import { StepCard } from './StepCard';

/**
 * Step 5, the pre-assessment: the company's emergency questionnaire for the patient's age. The answers go to the
 * triage (rules or the configured LLM), which sets the priority; a red flag tells the patient to call SAMU 192.
 */
export function PreAssessmentStep({ protocolId }: { protocolId: string }) {
  const t = useT();
  const locale = useLocale();
  const { data, error: loadError } = useQuery(EmergencyPreAssessmentDocument, {
    variables: { id: protocolId },
    fetchPolicy: 'network-only',
  });
  const [submit, { loading, error }, feedback] = useMutationFeedback(SubmitEmergencyScreeningDocument);
  const [answers, setAnswers] = useState<AnswerState>({});
  const [missing, setMissing] = useState<Record<string, string>>({});
  if (loadError) return <ErrorAlert error={loadError} />;
  if (!data) return <RouteLoading />;
  const screening = data.emergencyProtocol?.screening ?? null;
  const questions = screening?.questions ?? [];
  const serverErrors = feedback?.fieldErrors ?? {};
  const errors = { ...serverErrors, ...missing };
  const send = () => {
    const left = missingAnswers(questions, answers, locale);
    setMissing(left);
    if (Object.keys(left).length > 0) return;
    void submit({ variables: { id: protocolId, answers: answersToSend(questions, answers) } }).catch(() => undefined);
  };
  return (
    <StepCard title={screening?.title ?? t('emergencyPerson.assessment.title')} testId="emergency-assessment">
      <Typography color="text.secondary">
        {screening ? t('emergencyPerson.assessment.help') : t('emergencyPerson.assessment.none')}
      </Typography>
      {questions.map((q) => (
        <QuestionField
          key={q.id}
          question={q}
          value={answers[q.id]}
          error={errors[`answers.${q.id}`]}
          onChange={(value) => {
            setAnswers((before) => ({ ...before, [q.id]: value }));
            setMissing(({ [`answers.${q.id}`]: _gone, ...rest }) => rest);
          }}
        />
      ))}
      {Object.keys(errors).length > 0 && (
        <Alert severity="error" data-testid="assessment-errors">
          {Object.values(errors)[0]}
        </Alert>
      )}
      {error && Object.keys(serverErrors).length === 0 && <ErrorAlert error={error} />}
      <Button
        variant="contained"
        size="large"
        disabled={loading}
        onClick={send}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="emergency-assessment-submit"
      >
        {t('emergencyPerson.assessment.submit')}
      </Button>
    </StepCard>
  );
}
