import { useQuery } from '@apollo/client/react';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { ErrorAlert } from '../../errors/ErrorAlert';
import type { MyDataExportQuery } from '../../gql/graphql';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { PageTitle } from '../../layout/PageTitle';
import { RequireRole } from '../../layout/RequireRole';
import { RouteLoading } from '../../routing/RouteLoading';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { DocumentSection, FactList } from './DocumentSection';
import { MyDataExportDocument } from './privacy.documents';

type Export = MyDataExportQuery['myDataExport'];

/** /account/data/document (role P): the same data as the JSON, to read, print or save as PDF from the browser. */
export default function DataDocumentPage() {
  return (
    <RequireRole roles={['P']}>
      <DataDocument />
    </RequireRole>
  );
}

function DataDocument() {
  const t = useT();
  const format = useDateFormat();
  const { timeZone } = useCompanySetup();
  const { data, error } = useQuery(MyDataExportDocument, { fetchPolicy: 'network-only' });
  if (error && !data) return <ErrorAlert error={error} />;
  if (!data) return <RouteLoading />;
  const x = data.myDataExport;
  const clinic = x.account.memberships.map((m) => m.companyName).join(', ');
  return (
    <Stack spacing={3} data-testid="data-document">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <div>
          <PageTitle>{t('privacy.document.title', { clinic })}</PageTitle>
          <Typography color="text.secondary">
            {t('privacy.document.generatedAt', { date: format.dateTime(x.generatedAt, timeZone) })}
          </Typography>
        </div>
        <Button startIcon={<PrintOutlined />} onClick={() => window.print()} sx={{ displayPrint: 'none', alignSelf: 'flex-start' }}>
          {t('privacy.document.print')}
        </Button>
      </Box>
      <DocumentSection title={t('privacy.document.account')}>
        <FactList
          facts={[
            ['', x.account.name],
            [t('signIn.field.email'), x.account.email],
          ]}
        />
      </DocumentSection>
      <DocumentSection title={t('privacy.document.persons')}>
        {[x.person, ...x.dependents].map((p) => (
          <FactList key={p.id} title={p.name} facts={personFacts(p, t)} />
        ))}
      </DocumentSection>
      <AppointmentsSection x={x} />
      <MessagesSection x={x} />
      <DocumentSection title={t('privacy.document.consents')}>
        <Typography>
          {x.termsOfUse.accepted && x.termsOfUse.acceptedAt
            ? t('privacy.document.accepted', { version: x.termsOfUse.version, date: format.dateTime(x.termsOfUse.acceptedAt, timeZone) })
            : t('privacy.document.notAccepted', { version: x.termsOfUse.version })}
        </Typography>
      </DocumentSection>
    </Stack>
  );
}

function personFacts(p: Export['person'], t: (key: MessageKey) => string): Array<[string, string | null | undefined]> {
  const address = [p.street, p.number, p.complement, p.neighborhood, p.city, p.region, p.zipCode].filter(Boolean).join(', ');
  return [
    [t('signIn.field.cpf'), p.cpf],
    [t('signIn.field.cns'), p.uhcId],
    [t('signIn.field.birthDate'), p.birthDate],
    [t('signIn.field.email'), p.mail],
    ['', [p.cellPhone, p.telephone].filter(Boolean).join(' / ')],
    ['', address],
  ];
}

function AppointmentsSection({ x }: { x: Export }) {
  const t = useT();
  const format = useDateFormat();
  return (
    <DocumentSection title={t('privacy.document.appointments', { count: x.appointments.length })}>
      {x.appointments.length === 0 && <Typography>{t('privacy.document.none')}</Typography>}
      {x.appointments.map((a) => (
        <FactList
          key={a.id}
          title={`${format.dateTime(a.startsAt, a.timeZone)} — ${a.protocol}`}
          facts={[
            ['', [a.professionalName, a.specialtyName].filter(Boolean).join(' — ')],
            ['', [a.patientName, a.typeName, a.statusName].filter(Boolean).join(' · ')],
            ['', a.reason],
            ['', a.orientation],
            ['', a.notes],
          ]}
        />
      ))}
    </DocumentSection>
  );
}

function MessagesSection({ x }: { x: Export }) {
  const t = useT();
  const format = useDateFormat();
  const { timeZone } = useCompanySetup();
  return (
    <DocumentSection title={t('privacy.document.messages', { count: x.messages.length })}>
      {x.messages.length === 0 && <Typography>{t('privacy.document.none')}</Typography>}
      {x.messages.map((m) => (
        <FactList
          key={m.id}
          title={m.subject}
          facts={m.thread.map((item): [string, string] => [`${item.senderName}, ${format.dateTime(item.createdAt, timeZone)}`, item.body])}
        />
      ))}
    </DocumentSection>
  );
}
