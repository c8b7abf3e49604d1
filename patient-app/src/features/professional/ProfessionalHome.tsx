import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { Paper, Stack, Typography } from '@mui/material';
import { graphql } from '../../gql';
import type { ProfessionalHomeViewerFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';

graphql(`
  fragment ProfessionalHomeViewer on Viewer {
    name
  }
`);

/** The professional's home: a greeting and today's list. */
export function ProfessionalHome({ viewer }: { viewer: ProfessionalHomeViewerFragment }) {
  const t = useT();
  return (
    <Stack spacing={3} data-testid="professional-home">
      <Typography variant="h4" component="h1">
        {t('home.greeting', { name: viewer.name })}
      </Typography>
      <Paper variant="outlined" component="section" aria-labelledby="today-list-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="today-list-title" variant="h6" component="h2">
          {t('professional.todayList')}
        </Typography>
        <Stack spacing={1} sx={{ alignItems: 'center', py: 5, color: 'text.secondary' }}>
          <EventAvailableOutlinedIcon fontSize="large" aria-hidden />
          <Typography data-testid="today-list-empty">{t('professional.emptyToday')}</Typography>
        </Stack>
      </Paper>
    </Stack>
  );
}
