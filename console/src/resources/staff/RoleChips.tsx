import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'react-admin';
import type { StaffMemberRecord } from '../../providers/staff.documents';

/** A member's roles as chips with their translated names. */
export const RoleChips = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<StaffMemberRecord & { id: string }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {record.roles.map((role) => (
        <Chip key={role} size="small" label={translate(`resources.staff.roles.${role}`)} data-testid={`role-chip-${role}`} />
      ))}
    </Stack>
  );
};
