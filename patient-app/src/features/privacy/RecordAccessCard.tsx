import { useQuery } from '@apollo/client/react';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import type { RecordAccessesQuery } from '../../gql/graphql';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { RecordAccessesDocument } from './privacy.documents';

type Access = RecordAccessesQuery['recordAccesses']['items'][number];
const PAGE = 10;

/**
 * "Who accessed my record" (issue 19 item 7; CFM secrecy, LGPD art. 18 and 37): each read of the patient's health
 * record, or a dependent's, by the clinic's side — who, in which role, what and when, newest first, ten at a time.
 */
export function RecordAccessCard() {
  const t = useT();
  const [shown, setShown] = useState(PAGE);
  const { data, error, loading } = useQuery(RecordAccessesDocument, {
    variables: { page: 1, perPage: shown },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.recordAccesses;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="record-access-title"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="record-access-card"
    >
      <Stack spacing={2}>
        <Typography id="record-access-title" variant="h6" component="h2">
          {t('privacy.access.title')}
        </Typography>
        <Typography color="text.secondary">{t('privacy.access.body')}</Typography>
        {error && !page ? (
          <ErrorAlert error={error} />
        ) : !page ? (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={28} aria-label={t('common.loading')} />
          </Box>
        ) : page.items.length === 0 ? (
          <Typography data-testid="record-access-empty">{t('privacy.access.none')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {page.items.map((access) => (
              <AccessRow key={access.id} access={access} />
            ))}
          </Stack>
        )}
        {page && page.total > page.items.length && (
          <Box>
            <Button onClick={() => setShown(shown + PAGE)} loading={loading} data-testid="record-access-more">
              {t('privacy.access.more', { count: page.total - page.items.length })}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

function AccessRow({ access }: { access: Access }) {
  const t = useT();
  const format = useDateFormat();
  const { timeZone } = useCompanySetup();
  const roles = access.readerRoles.map((r) => t(`role.${r}` as MessageKey)).join(', ');
  const what =
    access.kind === 'ITEM' && access.itemType
      ? t('privacy.access.item', { type: t(`professional.historyType.${access.itemType}` as MessageKey) })
      : t('privacy.access.history');
  return (
    <Box
      component="li"
      data-testid="record-access-row"
      data-person-id={access.personId}
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography sx={{ fontWeight: 600 }} data-testid="record-access-reader">
        {access.readerName} · {roles}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="record-access-what">
        {t(access.action === 'WRITE' ? 'privacy.access.lineWrite' : 'privacy.access.line', {
          what,
          name: access.personName ?? '',
          when: format.shortDateTime(access.accessedAt, timeZone),
        })}
        {access.appointmentProtocol ? ` · ${t('privacy.access.protocol', { protocol: access.appointmentProtocol })}` : ''}
      </Typography>
    </Box>
  );
}
