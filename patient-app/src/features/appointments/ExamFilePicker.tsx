import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useRef } from 'react';
import { useT } from '../../i18n/locale.context';

type Props = {
  /** Reads the files chosen; the input is emptied afterwards, so the same file can be chosen again. */
  onChoose: (files: FileList | null) => Promise<void>;
  disabled?: boolean;
  inputTestId: string;
  buttonTestId: string;
  /** The button's text (default "Add exams"). */
  label?: string;
};

/** "Add exams": a hidden file input (PDF, JPEG or PNG, several at once) opened by an outlined button. */
export function ExamFilePicker({ onChoose, disabled, inputTestId, buttonTestId, label }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const choose = async (files: FileList | null) => {
    await onChoose(files);
    if (input.current) input.current.value = '';
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        onChange={(event) => void choose(event.target.files)}
        data-testid={inputTestId}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => input.current?.click()}
        disabled={disabled}
        data-testid={buttonTestId}
      >
        {label ?? t('schedule.exams.add')}
      </Button>
    </>
  );
}
