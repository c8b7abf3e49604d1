import { Box, Chip, Typography } from '@mui/material';
import type { SigningCertificateFieldsFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { instantText } from '../professional/professional-format.util';
import { maskedCpf, shortFingerprint } from './signing-certificate.util';

/** The kept A1 certificate: holder, CPF (masked), issuer, validity and a short fingerprint. */
export function SigningCertificateDetails({ certificate }: { certificate: SigningCertificateFieldsFragment }) {
  const t = useT();
  const locale = useLocale();
  const expired = Date.parse(certificate.notAfter) < Date.now();
  const rows = [
    { key: 'holder', label: t('clinicalDocuments.certificate.holder'), value: certificate.holderName },
    { key: 'cpf', label: t('clinicalDocuments.certificate.cpf'), value: maskedCpf(certificate.holderCpf) },
    { key: 'issuer', label: t('clinicalDocuments.certificate.issuer'), value: certificate.issuerName },
    { key: 'validUntil', label: t('clinicalDocuments.certificate.validUntil'), value: instantText(certificate.notAfter, locale) },
    { key: 'fingerprint', label: t('clinicalDocuments.certificate.fingerprint'), value: shortFingerprint(certificate.fingerprint) },
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 1 }, m: 0 }}
      data-testid="signing-certificate-details"
    >
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={`signing-certificate-${row.key}`}>
            {row.value}
            {row.key === 'validUntil' && expired && (
              <Chip size="small" color="error" label={t('clinicalDocuments.certificate.expired')} sx={{ ml: 1 }} />
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
