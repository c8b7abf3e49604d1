import { CardContent, Stack, Typography } from '@mui/material';
import { Labeled, RecordContextProvider, ReferenceField, ShowButton, TextField, useGetOne, useTranslate } from 'react-admin';
import type { CompanyRecord } from '../providers/company.documents';
import { CnpjField } from '../resources/company/CnpjField';
import { LocalDateField } from '../resources/LocalDateField';

/** The signed-in company at a glance. */
export const CurrentCompanyCard = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { data: company } = useGetOne<CompanyRecord>('companies', { id });
  if (!company) return null;
  return (
    <CardContent>
      <Typography component="h2" variant="subtitle2" color="text.secondary" gutterBottom>
        {translate('app.dashboard.current_company')}
      </Typography>
      <RecordContextProvider value={company}>
        <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap alignItems="flex-end">
          <Labeled resource="companies" source="name">
            <TextField source="name" />
          </Labeled>
          <Labeled resource="companies" source="cnpj">
            <CnpjField />
          </Labeled>
          <Labeled resource="companies" source="parentId">
            <ReferenceField source="parentId" reference="companies" link="show" emptyText="—" />
          </Labeled>
          <Labeled resource="companies" source="expirationDate">
            <LocalDateField source="expirationDate" emptyText="—" />
          </Labeled>
          <ShowButton resource="companies" />
        </Stack>
      </RecordContextProvider>
    </CardContent>
  );
};
