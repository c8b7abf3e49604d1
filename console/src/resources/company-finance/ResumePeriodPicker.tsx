import { Chip, Stack, TextField, Typography } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import type { FinancialResume } from '../../providers/company-financial.documents';
import { RESUME_PERIODS } from './finance.resume';
import { useFinanceResumeExport } from './finance-resume.exporter';
import type { ResumeRange } from './use-financial-resume';

type ResumePeriodPickerProps = {
  range: ResumeRange;
  /** The resume shown, whose period fills the date fields the user left empty. */
  resume: FinancialResume | undefined;
  onPeriod: (days: number) => void;
  onFrom: (date: string) => void;
  onTo: (date: string) => void;
};

/** The resume's title, its period (7, 15 or 30 days, or two dates) and the CSV export of its days. */
export const ResumePeriodPicker = ({ range, resume, onPeriod, onFrom, onTo }: ResumePeriodPickerProps) => {
  const translate = useTranslate();
  const exportResume = useFinanceResumeExport();
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
      <Typography variant="subtitle1" sx={{ mr: 1 }}>
        {translate('resources.companyFinancials.resume')}
      </Typography>
      {RESUME_PERIODS.map((days) => (
        <Chip
          key={days}
          label={translate('resources.companies.period', { smart_count: days })}
          color={range.days === days ? 'primary' : 'default'}
          onClick={() => onPeriod(days)}
        />
      ))}
      <TextField
        type="date"
        size="small"
        sx={{ width: 190 }}
        label={translate('resources.companyFinancials.fields.from')}
        value={range.from ?? resume?.from ?? ''}
        onChange={(e) => onFrom(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: 'from' } }}
      />
      <TextField
        type="date"
        size="small"
        sx={{ width: 190 }}
        label={translate('resources.companyFinancials.fields.to')}
        value={range.to ?? resume?.to ?? ''}
        onChange={(e) => onTo(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: 'to' } }}
      />
      {resume ? <Button label="ra.action.export" onClick={() => exportResume(resume)} /> : null}
    </Stack>
  );
};
