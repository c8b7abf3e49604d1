import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link, Title, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { ClinicDay } from './ClinicDay';
import { CurrentCompanyCard } from './CurrentCompanyCard';

/** Home: a welcome, the company signed in to and, for its staff, the clinic's day live. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const companyId: string | null | undefined = identity?.companyId;
  const { canAccess: staff } = useCanAccess({ resource: 'dashboard', action: 'list' });

  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title="app.title" />
        <CardContent>
          <Typography component="h2" variant="h5" gutterBottom>
            {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
          </Typography>
          <Typography color="text.secondary">{translate('app.dashboard.intro')}</Typography>
        </CardContent>
        {companyId ? (
          <CurrentCompanyCard id={companyId} />
        ) : (
          <CardContent>
            <Typography>{translate('app.dashboard.all_companies')}</Typography>
          </CardContent>
        )}
        <CardActions>
          <Button component={Link} to="/companies">
            {translate('app.dashboard.open_companies')}
          </Button>
        </CardActions>
      </Card>
      {companyId && staff && <ClinicDay />}
    </>
  );
};
