import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';

type SpecialtiesFieldProps = {
  /** Only for layouts that label a field from its props. */
  source?: 'specialties';
  label?: string;
};

/** A professional's specialties as chips, named in the current language by the gateway. */
export const SpecialtiesField = (_props: SpecialtiesFieldProps) => {
  const record = useRecordContext<{ specialties?: Array<{ code: string; name: string }> }>();
  // No specialty: "—", as the page's other empty fields (never a label over nothing).
  if (!record?.specialties?.length) return <>—</>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {record.specialties.map((s) => (
        <Chip key={s.code} size="small" variant="outlined" label={s.name} data-specialty={s.code} />
      ))}
    </Stack>
  );
};
