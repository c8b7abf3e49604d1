import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { mediaUrl } from '../../providers/media';
import type { MessageRecord } from '../../providers/message.documents';

type Attachment = NonNullable<MessageRecord['thread']>[number]['attachments'][number];

/** A message's files: each name a download link (signed by the gateway for a few minutes), with its size. */
export const MessageAttachmentList = ({ attachments }: { attachments: readonly Attachment[] }) => {
  const translate = useTranslate();
  if (attachments.length === 0) return null;
  return (
    <Box component="ul" aria-label={translate('resources.messages.attachments.title')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {attachments.map((a) => (
        <Box component="li" key={a.id} className="thread-message-attachment" sx={{ overflowWrap: 'anywhere' }}>
          <AttachFileIcon fontSize="small" aria-hidden sx={{ verticalAlign: 'middle', mr: 0.5, color: 'text.secondary' }} />
          {a.url ? (
            <Link href={mediaUrl(a.url) ?? undefined} variant="body2" download={a.fileName}>
              {a.fileName}
            </Link>
          ) : (
            <Typography component="span" variant="body2">
              {a.fileName}
            </Typography>
          )}
          <Typography component="span" variant="caption" color="text.secondary">
            {` (${Math.ceil(a.sizeBytes / 1024)} KB)`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
