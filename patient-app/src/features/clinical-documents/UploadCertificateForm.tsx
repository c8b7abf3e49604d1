import { useMutation } from '@apollo/client/react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, FormControl, FormHelperText, Stack, Typography } from '@mui/material';
import { format } from '@teleconsulta/schema';
import { type FormEvent, useRef, useState } from 'react';
import { useLocale, useT } from '../../i18n/locale.context';
import { CertificatePasswordField } from './CertificatePasswordField';
import { MySigningCertificateDocument, UploadSigningCertificateDocument } from './clinical-documents.documents';
import { documentProblemOf } from './document-errors.util';
import { base64OfBytes, CERTIFICATE_FILE_ACCEPT, CERTIFICATE_FILE_MAX_BYTES, certificateFileProblem } from './signing-certificate.util';

type Props = { replacing: boolean; onUploaded: () => void };

/** The .pfx/.p12 file (read as base64 here) and its password → uploadSigningCertificate; refusals under their inputs. */
export function UploadCertificateForm({ replacing, onUploaded }: Props) {
  const t = useT();
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [upload, { loading }] = useMutation(UploadSigningCertificateDocument, {
    refetchQueries: [MySigningCertificateDocument],
    awaitRefetchQueries: true,
  });
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ pkcs12Base64?: string; password?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const passwordLabel = t('clinicalDocuments.certificate.password');

  const choose = (chosen: File | undefined) => {
    setMessage(null);
    if (!chosen) return;
    const problem = certificateFileProblem(chosen);
    setFile(problem ? null : chosen);
    setErrors({
      ...errors,
      pkcs12Base64:
        problem === 'type'
          ? t('clinicalDocuments.certificate.fileType')
          : problem === 'size'
            ? t('clinicalDocuments.certificate.fileSize', { max: CERTIFICATE_FILE_MAX_BYTES / 1000 })
            : undefined,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const missing = {
      pkcs12Base64: file ? errors.pkcs12Base64 : format('required', locale, t('clinicalDocuments.certificate.file')),
      password: password ? undefined : format('required', locale, passwordLabel),
    };
    if (missing.pkcs12Base64 || missing.password || !file) {
      setErrors(missing);
      return;
    }
    try {
      const pkcs12Base64 = base64OfBytes(new Uint8Array(await file.arrayBuffer()));
      await upload({ variables: { pkcs12Base64, password } });
      setFile(null);
      setPassword('');
      setErrors({});
      if (input.current) input.current.value = '';
      onUploaded();
    } catch (error) {
      const problem = documentProblemOf(error, locale);
      setErrors({ pkcs12Base64: problem.fieldErrors.pkcs12Base64, password: problem.fieldErrors.password });
      setMessage(problem.message);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="signing-certificate-upload">
      <FormControl error={Boolean(errors.pkcs12Base64)}>
        <Typography variant="body2" color="text.secondary" component="label" htmlFor="signing-certificate-file">
          {t('clinicalDocuments.certificate.file')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
          <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
            {t('clinicalDocuments.certificate.choose')}
            <input
              ref={input}
              id="signing-certificate-file"
              type="file"
              accept={CERTIFICATE_FILE_ACCEPT}
              hidden
              onChange={(e) => choose(e.target.files?.[0])}
              data-testid="signing-certificate-file"
            />
          </Button>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="signing-certificate-file-name">
            {file?.name ?? t('clinicalDocuments.certificate.noFile')}
          </Typography>
        </Box>
        {errors.pkcs12Base64 && <FormHelperText data-testid="signing-certificate-file-error">{errors.pkcs12Base64}</FormHelperText>}
      </FormControl>
      <CertificatePasswordField
        id="signing-certificate-password"
        label={passwordLabel}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors({ ...errors, password: undefined });
        }}
        error={errors.password}
        testId="signing-certificate-password"
      />
      {message && (
        <Alert severity="error" role="alert" data-testid="signing-certificate-error">
          {message}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" loading={loading} data-testid="signing-certificate-submit">
          {replacing ? t('clinicalDocuments.certificate.replace') : t('clinicalDocuments.certificate.upload')}
        </Button>
      </Box>
    </Stack>
  );
}
