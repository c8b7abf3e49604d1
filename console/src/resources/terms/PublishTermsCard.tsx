import { useMutation } from '@apollo/client';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type Locale, type TTermsPublishInput, translateIssues, ZTermsPublishInput } from '@teleconsulta/schema';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { toGatewayError } from '../../providers/gateway-error';
import { useWarnWhenDirty } from '../use-warn-when-dirty';
import { PublishTermsDocument } from './terms-versions.documents';

type Field = keyof TTermsPublishInput;
const EMPTY: TTermsPublishInput = { version: '', textPt: '', textEn: '' };

/** A new version of the terms of use: its name and text in both languages; in force at once once confirmed. */
export function PublishTermsCard({ onPublished }: { onPublished: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [publish, { loading }] = useMutation(PublishTermsDocument);
  // A version written and not published: leaving the page asks first.
  useWarnWhenDirty(Object.values(values).some((value) => value.trim() !== ''));

  const submit = async () => {
    setFormError(null);
    const checked = ZTermsPublishInput.safeParse(values);
    if (!checked.success) {
      setErrors(Object.fromEntries(translateIssues(checked.error, locale as Locale).map((i) => [i.field, i.message])));
      return;
    }
    setErrors({});
    if (!window.confirm(translate('app.terms.admin.confirm', { version: checked.data.version }))) return;
    try {
      await publish({ variables: { input: checked.data } });
      setValues(EMPTY);
      notify('app.terms.admin.done', { type: 'success', messageArgs: { version: checked.data.version } });
      onPublished();
    } catch (error) {
      const failure = toGatewayError(error);
      if (failure.fields.length) setErrors(Object.fromEntries(failure.fields.map((f) => [f.field, f.message])));
      else setFormError(translate(failure.message, { _: failure.message }));
    }
  };

  const field = (name: Field, multiline: boolean) => (
    <TextField
      name={name}
      label={translate(`app.terms.admin.${name}`)}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      multiline={multiline}
      minRows={multiline ? 5 : undefined}
      fullWidth
    />
  );

  return (
    <Card>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {translate('app.terms.admin.publish_title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.terms.admin.publish_help')}</Typography>
          {field('version', false)}
          {field('textPt', true)}
          {field('textEn', true)}
          {formError && <Alert severity="error">{formError}</Alert>}
          <Button variant="contained" onClick={submit} disabled={loading} sx={{ alignSelf: 'flex-start' }} data-testid="terms-publish">
            {translate('app.terms.admin.publish')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
