import { Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TermsVersionRecord } from './terms-versions.documents';

/** The published versions, newest first: the first is in force. Their texts are never changed. */
export function TermsVersionsCard({ versions }: { versions: TermsVersionRecord[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.terms.admin.published')}
        </Typography>
        <Table size="small" data-testid="terms-versions">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.terms.admin.version')}</TableCell>
              <TableCell>{translate('app.terms.admin.published_at')}</TableCell>
              <TableCell>{translate('app.terms.admin.excerpt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((v, index) => (
              <TableRow key={v.version} data-testid={`terms-version-${v.version}`}>
                <TableCell>
                  {v.version} {index === 0 && <Chip size="small" color="success" label={translate('app.terms.admin.current')} />}
                </TableCell>
                <TableCell>{new Date(v.publishedAt).toLocaleString(locale)}</TableCell>
                <TableCell sx={{ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {locale === 'en' ? v.textEn : v.textPt}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
