import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import { Badge, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { Role } from '@teleconsulta/schema';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/locale.context';
import { appMenuItems } from '../../layout/app.menu';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { visibleMenuItems } from '../../layout/menu.util';
import { healthRecordPath } from '../../routing/paths.constants';
import { useUnreadMessages } from '../messages/unread-messages.hook';

/** The home's shortcuts, each shown when the menu shows its page (the company's rules decide: SPEC §2, §6). */
const ACTIONS: ReadonlyArray<{ key: string; label: MessageKey; icon: ReactElement }> = [
  { key: 'personSchedule', label: 'home.actions.schedule', icon: <EventOutlined /> },
  { key: 'emergencyPerson', label: 'home.actions.emergency', icon: <MedicalServicesOutlined /> },
  { key: 'messages', label: 'home.actions.messages', icon: <ChatBubbleOutlineOutlined /> },
  { key: 'healthRecord', label: 'healthRecord.menu', icon: <FolderSharedOutlined /> },
];

/**
 * "What do you need?": book, attendance now, messages (with the unread count, live: on a phone the menu is closed),
 * and the patient's own health record (always theirs to read; SPEC §2 /profile/person/ehr/:id).
 */
export function HomeQuickActions({ roles, personId }: { roles: readonly Role[]; personId: string | null }) {
  const t = useT();
  const { setup } = useCompanySetup();
  const unread = useUnreadMessages();
  const visible = new Map(visibleMenuItems(appMenuItems, roles, setup?.rules ?? null).map((item) => [item.key, item.path]));
  if (personId && roles.includes('P')) visible.set('healthRecord', healthRecordPath(personId));
  const shown = ACTIONS.filter((action) => visible.has(action.key));
  if (shown.length === 0) return null;
  return (
    <Stack component="section" spacing={1.5} aria-label={t('home.actions.title')} data-testid="home-actions">
      <Typography variant="h6" component="h2">
        {t('home.actions.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {shown.map((action) => (
          <Card key={action.key} variant="outlined" sx={{ flex: 1 }}>
            <CardActionArea component={RouterLink} to={visible.get(action.key)!} data-testid={`home-action-${action.key}`}>
              <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                {action.key === 'messages' ? (
                  <Badge badgeContent={unread} color="error" data-testid="home-unread">
                    {action.icon}
                  </Badge>
                ) : (
                  action.icon
                )}
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{t(action.label)}</Typography>
                  {action.key === 'messages' && (
                    <Typography variant="body2" color="text.secondary">
                      {unread > 0 ? t('home.messages.unread', { count: unread }) : t('home.messages.none')}
                    </Typography>
                  )}
                </div>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
