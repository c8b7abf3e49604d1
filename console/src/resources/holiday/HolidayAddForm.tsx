import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWarnWhenDirty } from '../use-warn-when-dirty';

const t = (key: string) => `resources.companies.holidays.add.${key}`;

type HolidayAddFormProps = {
  /** The year shown: the date picker offers only its days. */
  year: number;
  saving: boolean;
  /** Whether the holiday was saved (the form is then emptied). */
  onAdd: (date: string, name: string) => Promise<boolean>;
};

/** "Add a clinic holiday": a date of the year and a name; leaving with one typed and not added asks first. */
export const HolidayAddForm = ({ year, saving, onAdd }: HolidayAddFormProps) => {
  const translate = useTranslate();
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  // A date or a name typed and not added: leaving the page asks first.
  useWarnWhenDirty(date !== '' || name.trim() !== '');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await onAdd(date, name)) {
      setDate('');
      setName('');
    }
  };
  return (
    <Box component="form" onSubmit={add} data-testid="holiday-add-form" sx={{ mb: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {translate(t('title'))}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <TextField
          type="date"
          size="small"
          label={translate(t('date'))}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          InputLabelProps={{ shrink: true }}
          inputProps={{ 'data-testid': 'holiday-date', min: `${year}-01-01`, max: `${year}-12-31` }}
          fullWidth={false}
          sx={{ width: 200 }}
          required
        />
        <TextField
          size="small"
          label={translate(t('name'))}
          value={name}
          onChange={(e) => setName(e.target.value)}
          inputProps={{ 'data-testid': 'holiday-name', maxLength: 100 }}
          fullWidth={false}
          sx={{ width: 360 }}
          required
        />
        <Button type="submit" variant="contained" disabled={saving} data-testid="holiday-add">
          {translate(t('submit'))}
        </Button>
      </Stack>
    </Box>
  );
};
