import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';

type RoleFieldProps = { source?: 'role'; label?: string };

/** D or DC, translated. */
export const RoleField = (_props: RoleFieldProps) => {
  const record = useRecordContext<{ role?: string | null }>();
  const translate = useTranslate();
  if (!record?.role) return null;
  return (
    <Typography component="span" variant="body2" data-role={record.role}>
      {translate(`resources.professionals.roles.${record.role}`)}
    </Typography>
  );
};
