import Avatar from '@mui/material/Avatar';
import { useRecordContext, useTranslate } from 'react-admin';
import { mediaUrl } from '../../providers/media';

type ProfessionalPhotoFieldProps = {
  /** Only for layouts that label a field from its props. */
  source?: 'photoUrl';
  label?: string;
  /** avatar: a small circle (lists); large: the photo itself (the show page). */
  size?: 'avatar' | 'large';
  /** Shown instead of the record's photo (the edit page, right after an upload). */
  photoUrl?: string | null;
};

const initials = (name: string | undefined) =>
  (name ?? '')
    .replace(/^(dr|dra|dr\.|dra\.)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** A professional's photo from the gateway's media URL (public, cached by version); their initials when there is none. */
export const ProfessionalPhotoField = ({ size = 'avatar', photoUrl }: ProfessionalPhotoFieldProps) => {
  const record = useRecordContext<{ name?: string; photoUrl?: string | null }>();
  const translate = useTranslate();
  const src = mediaUrl(photoUrl === undefined ? record?.photoUrl : photoUrl);
  const dimension = size === 'large' ? 160 : 36;
  return (
    <Avatar
      src={src ?? undefined}
      alt={translate('resources.professionals.photo.alt', { name: record?.name ?? '' })}
      variant={size === 'large' ? 'rounded' : 'circular'}
      sx={{ width: dimension, height: dimension, fontSize: size === 'large' ? 48 : 14 }}
      data-testid="professional-photo"
      data-photo={src ? 'yes' : 'no'}
      slotProps={{ img: { loading: 'lazy', 'data-testid': 'professional-photo-img' } as Record<string, unknown> }}
    >
      {initials(record?.name)}
    </Avatar>
  );
};
