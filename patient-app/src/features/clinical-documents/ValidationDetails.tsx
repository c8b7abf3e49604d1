import { Alert, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { DocumentValidationFieldsFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { instantText } from '../professional/professional-format.util';

type Row = { key: string; label: string; value: string; mono?: boolean };

/** What a pharmacist or an employer checks: kind, date, clinic, professional, signature, hash, superseded, dispensing. */
export function ValidationDetails({ validation }: { validation: DocumentValidationFieldsFragment }) {
  const t = useT();
  const locale = useLocale();
  const signed = validation.signatureStatus === 'SIGNED';
  const prescription = validation.kind === 'PRESCRIPTION';
  const rows: Row[] = [
    { key: 'code', label: t('clinicalDocuments.validation.code'), value: validation.code, mono: true },
    { key: 'kind', label: t('clinicalDocuments.validation.kind'), value: t(`clinicalDocuments.kind.${validation.kind}`) },
    {
      key: 'issuedAt',
      label: t('clinicalDocuments.validation.issuedAt'),
      value: instantText(validation.issuedAt, locale, validation.timeZone),
    },
    { key: 'clinic', label: t('clinicalDocuments.validation.clinic'), value: validation.companyName },
    {
      key: 'professional',
      label: t('clinicalDocuments.validation.professional'),
      value: `${validation.professionalName} — ${validation.professionalRegistration}`,
    },
  ];
  if (signed) {
    if (validation.signerName) rows.push({ key: 'signer', label: t('clinicalDocuments.validation.signer'), value: validation.signerName });
    if (validation.signerIssuer)
      rows.push({ key: 'issuer', label: t('clinicalDocuments.validation.issuer'), value: validation.signerIssuer });
    if (validation.signedAt)
      rows.push({
        key: 'signedAt',
        label: t('clinicalDocuments.validation.signedAt'),
        value: instantText(validation.signedAt, locale, validation.timeZone),
      });
  }
  rows.push({ key: 'hash', label: t('clinicalDocuments.validation.hash'), value: validation.sha256, mono: true });

  return (
    <Stack spacing={2}>
      {validation.superseded && (
        <Alert severity="error" data-testid="validation-superseded">
          {t('clinicalDocuments.validation.superseded')}
        </Alert>
      )}
      {prescription && !signed && (
        <Alert severity="warning" data-testid="validation-unsigned">
          {t('clinicalDocuments.validation.unsignedPrescription')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip
              color={signed ? 'success' : 'default'}
              variant={signed ? 'filled' : 'outlined'}
              label={signed ? t('clinicalDocuments.validation.signed') : t('clinicalDocuments.validation.unsigned')}
              data-testid="validation-signature-status"
              data-status={validation.signatureStatus}
            />
            {validation.specialControl && (
              <Chip color="warning" variant="outlined" label={t('clinicalDocuments.validation.specialControl')} />
            )}
            {prescription && (
              <Chip
                color={validation.dispensed ? 'info' : 'default'}
                variant="outlined"
                label={
                  validation.dispensed
                    ? t('clinicalDocuments.validation.dispensed')
                    : validation.dispensingCount > 0
                      ? t('clinicalDocuments.validation.partiallyDispensed')
                      : t('clinicalDocuments.validation.notDispensed')
                }
                data-testid="validation-dispensing-status"
                data-dispensed={String(validation.dispensed)}
                data-count={validation.dispensingCount}
              />
            )}
          </Stack>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 3,
              rowGap: { xs: 0, sm: 1 },
              m: 0,
            }}
            data-testid="validation-details"
          >
            {rows.map((row) => (
              <Box key={row.key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                  {row.label}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, overflowWrap: 'anywhere', ...(row.mono ? { fontFamily: 'monospace', fontSize: '0.875rem' } : {}) }}
                  data-testid={`validation-${row.key}`}
                >
                  {row.value}
                </Typography>
              </Box>
            ))}
          </Box>
          {prescription && (
            <Typography variant="body2" color="text.secondary" data-testid="validation-dispensing-count">
              {t('clinicalDocuments.validation.dispensingCount', { count: validation.dispensingCount })}
            </Typography>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
