import { useQuery } from '@apollo/client/react';
import { Alert, Box, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { errorCodeOf, feedbackFromError } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RouteLoading } from '../../routing/RouteLoading';
import { useMoney } from '../payment/money.hook';
import { discountPercent } from './benefit-club.util';

const BenefitClubDocument = graphql(`
  query BenefitClub {
    benefitClub {
      companyName
      discountBps
      prices {
        type
        priceCents
        clubPriceCents
      }
    }
  }
`);

/**
 * /benefitclub (SPEC §2 benefits club): the clinic's consultation and return prices for members of its club, the
 * regular price struck through beside the club price. A clinic that does not grant club access answers
 * BENEFITS_CLUB_DENIED, whose message (SPEC §8, translated by the server) is said in an alert rather than as a failure.
 */
export default function BenefitClubPage() {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  // Read afresh on each visit: the clinic may change its prices, discount or club access meanwhile.
  const { data, error } = useQuery(BenefitClubDocument, { fetchPolicy: 'cache-and-network' });

  const title = <PageTitle>{t('benefitClub.title')}</PageTitle>;
  if (error && errorCodeOf(error) === 'BENEFITS_CLUB_DENIED') {
    return (
      <Stack spacing={3}>
        {title}
        <Alert severity="info" data-testid="benefit-club-denied">
          {feedbackFromError(error, locale).message}
        </Alert>
      </Stack>
    );
  }
  if (error && !data) return <ErrorAlert error={error} />;
  if (!data) return <RouteLoading />;
  const club = data.benefitClub;
  const discounted = club.discountBps > 0;

  return (
    <Stack spacing={3} data-testid="benefit-club">
      <Box>
        {title}
        <Typography variant="subtitle1" color="text.secondary" data-testid="benefit-club-company">
          {club.companyName}
        </Typography>
      </Box>
      {discounted ? (
        <Alert severity="success" icon={false} data-testid="benefit-club-discount">
          <Typography variant="h6" component="p">
            {t('benefitClub.discount', { percent: discountPercent(club.discountBps, locale) })}
          </Typography>
        </Alert>
      ) : (
        <Alert severity="info" data-testid="benefit-club-discount">
          {t('benefitClub.noDiscount')}
        </Alert>
      )}
      <Paper variant="outlined">
        <Table aria-label={t('benefitClub.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('benefitClub.column.type')}</TableCell>
              <TableCell align="right">{t('benefitClub.column.price')}</TableCell>
              <TableCell align="right">{t('benefitClub.column.clubPrice')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {club.prices.map((price) => {
              const cheaper = price.clubPriceCents < price.priceCents;
              return (
                <TableRow key={price.type} data-testid={`benefit-club-price-${price.type}`}>
                  <TableCell component="th" scope="row">
                    {t(`benefitClub.type.${price.type}`)}
                  </TableCell>
                  <TableCell align="right">
                    <Box component={cheaper ? 's' : 'span'} data-price sx={{ color: cheaper ? 'text.secondary' : 'text.primary' }}>
                      {money(price.priceCents)}
                    </Box>
                  </TableCell>
                  <TableCell align="right">
                    <Box component="strong" data-club-price sx={{ color: cheaper ? 'success.dark' : 'text.primary' }}>
                      {money(price.clubPriceCents)}
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}
