import Typography from '@mui/material/Typography';
import { ArrayField, ChipField, SingleFieldList, useRecordContext } from 'react-admin';

type ParentsFieldProps = {
  /** Only for the show layout, which labels a field from its props. */
  source?: 'parents';
  label?: string;
};

/** The company's ancestors, nearest first, each a link to its page; a company without a parent shows "—", not an empty label. */
export const ParentsField = (_props: ParentsFieldProps) => {
  const record = useRecordContext<{ parents?: Array<{ id: string; name: string }> }>();
  if (!record?.parents?.length) {
    return (
      <Typography component="span" variant="body2" data-testid="company-parents">
        —
      </Typography>
    );
  }
  return (
    <ArrayField source="parents">
      <SingleFieldList linkType="show">
        <ChipField source="name" />
      </SingleFieldList>
    </ArrayField>
  );
};
