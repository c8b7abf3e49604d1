import Typography from '@mui/material/Typography';
import { useCanAccess, useGetIdentity, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import type { StaffMemberRecord } from '../../providers/staff.documents';

type RepresentativeFieldProps = {
  /** Only for the show layout, which labels a field from its props. */
  source?: 'representativeId';
  label?: string;
};

/**
 * The company's representative by name, never their user id: the signed-in representative is themself; anyone else is
 * read among the clinic's members (for those who may read the staff). A representative the caller cannot name (not a
 * member of the signed-in clinic, or no right to read the staff) is said to be so; no representative is "—".
 */
export const RepresentativeField = (_props: RepresentativeFieldProps) => {
  const record = useRecordContext<{ representativeId?: string | null }>();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { canAccess: readsStaff } = useCanAccess({ resource: 'staff', action: 'list' });
  const id = record?.representativeId ?? null;
  const self = Boolean(id && identity && String(identity.id) === id);
  const {
    data: member,
    isPending,
    error,
  } = useGetOne<StaffMemberRecord & { id: string }>(
    'staff',
    { id: id ?? '' },
    { enabled: Boolean(id) && !self && readsStaff === true, retry: false },
  );
  let text: string;
  if (!id) text = '—';
  else if (self) text = identity?.fullName ?? '';
  else if (readsStaff && isPending && !error) text = '…';
  else text = member?.name ?? translate('resources.companies.representative.unnamed');
  return (
    <Typography component="span" variant="body2" data-testid="company-representative">
      {text}
    </Typography>
  );
};
