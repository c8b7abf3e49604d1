import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { StatusScreen } from '../../layout/StatusScreen';
import { PATHS } from '../../routing/paths.constants';

/** /pagenotfound and every unknown path. */
export default function PageNotFound() {
  const t = useT();
  return (
    <StatusScreen
      testId="page-not-found"
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <Button component={RouterLink} to={PATHS.home} variant="contained">
          {t('notFound.goHome')}
        </Button>
      }
    />
  );
}
