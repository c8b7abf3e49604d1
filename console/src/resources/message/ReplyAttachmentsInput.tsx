import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { attachmentsFit, examIssues, type Locale, MESSAGE_ATTACHMENTS_MAX, tooManyAttachmentsText } from '@teleconsulta/schema';
import { type ChangeEvent, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { uploadProbe } from '../file-upload';

/** A chosen file's key: the same file chosen twice is one attachment. */
const keyOf = (file: File) => `${file.name}|${file.size}|${file.lastModified}`;

type Props = { value: readonly File[]; onChange: (files: File[]) => void; maxMb: number; disabled?: boolean };

/**
 * "Attach files" under the reply: the files chosen (name, size, remove), each checked with the shared rules (an exam's
 * types and size, at most MESSAGE_ATTACHMENTS_MAX) before anything is sent; a refused one is left out with its reason.
 */
export const ReplyAttachmentsInput = ({ value, onChange, maxMb, disabled }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const files = [...value];
    const problems: string[] = [];
    for (const file of chosen) {
      const [issue] = examIssues(await uploadProbe(file), { maxMb }, locale as Locale);
      if (issue) problems.push(`${file.name}: ${issue.message}`);
      else if (files.some((f) => keyOf(f) === keyOf(file))) continue;
      else if (!attachmentsFit(files.length)) problems.push(`${file.name}: ${tooManyAttachmentsText(locale as Locale)}`);
      else files.push(file);
    }
    setErrors(problems);
    onChange(files);
  };

  return (
    <Box className="message-reply-attachments" sx={{ mb: 2 }}>
      {value.length > 0 && (
        <List dense disablePadding>
          {value.map((file) => (
            <ListItem
              key={keyOf(file)}
              disableGutters
              className="message-reply-attachment"
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={translate('resources.messages.attachments.remove', { name: file.name })}
                  onClick={() => onChange(value.filter((f) => f !== file))}
                  disabled={disabled}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={`${Math.ceil(file.size / 1024)} KB`} />
            </ListItem>
          ))}
        </List>
      )}
      {errors.length > 0 && (
        <Alert severity="error" className="message-reply-attachment-errors" sx={{ mb: 1 }}>
          {errors.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        onChange={(event) => void choose(event)}
        data-testid="message-reply-attachment-input"
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<AttachFileIcon />}
        onClick={() => input.current?.click()}
        disabled={disabled || value.length >= MESSAGE_ATTACHMENTS_MAX}
      >
        {translate('resources.messages.attachments.add')}
      </Button>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {translate('resources.messages.attachments.hint', { max: maxMb, count: MESSAGE_ATTACHMENTS_MAX })}
      </Typography>
    </Box>
  );
};
