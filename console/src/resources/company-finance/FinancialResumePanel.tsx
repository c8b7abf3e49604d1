import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ResumeDaysTable } from './ResumeDaysTable';
import { ResumeFigures } from './ResumeFigures';
import { ResumePeriodPicker } from './ResumePeriodPicker';
import { useFinancialResume } from './use-financial-resume';

/** Revenue, commission and net of a period of the clinic's calendar, and the same per day. */
export const FinancialResumePanel = ({ companyId }: { companyId: string }) => {
  const translate = useTranslate();
  const { range, resume, error, loading, choosePeriod, setFrom, setTo } = useFinancialResume(companyId);
  return (
    <Box data-testid="finance-resume">
      <ResumePeriodPicker range={range} resume={resume} onPeriod={choosePeriod} onFrom={setFrom} onTo={setTo} />
      {error ? (
        <Alert severity="error" role="alert">
          {error.graphQLErrors?.[0]?.message ?? error.message}
        </Alert>
      ) : null}
      {loading && !resume ? <Typography color="text.secondary">{translate('ra.page.loading')}</Typography> : null}
      {resume ? (
        <>
          <ResumeFigures resume={resume} />
          <ResumeDaysTable resume={resume} />
        </>
      ) : null}
    </Box>
  );
};
