import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { MessageListItem } from '../../providers/message.documents';

/** Whom a thread is addressed to: a professional (who reads and answers it in their pages) or the clinic alone. */
export function MessageAddresseeField(_props: { source?: string }) {
  const record = useRecordContext<MessageListItem>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span" color={record.professionalName ? 'text.primary' : 'text.secondary'}>
      {record.professionalName ?? translate('resources.messages.toClinic')}
    </Typography>
  );
}
