import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useLocale, useT } from '../../i18n/locale.context';
import { SectionHeading } from '../../layout/SectionHeading';
import { DeviceChecks } from './DeviceChecks';
import { LocalVideo } from './LocalVideo';
import type { LocalMedia } from './local-media.hook';
import { mediaProblemTexts } from './media-error.util';
import { useNetworkCheck } from './network-check.hook';

type Props = {
  media: LocalMedia;
  joining: boolean;
  /** joinRoom's refusal that trying again may change (the video service did not answer…); none unless said. */
  joinError?: string | null;
  /** Enter as soon as everything is ready ("Enter again" after another location or the inactivity disconnect); off unless said. */
  autoJoin?: boolean;
  onEnter: () => void;
  /** The button's text when the test leads elsewhere than the room (the emergency flow's "Continue"). */
  enterLabel?: string;
};

/**
 * The connectivity test before entering (SPEC §2): the browser can hold a call, the camera and microphone are allowed
 * (local preview, live microphone level, the devices by name to choose from) and the gateway answers. Every failure
 * says what to do (SPEC §8); "Try again" runs it all again.
 */
export function ConnectivityTest({ media, joining, joinError = null, autoJoin = false, onEnter, enterLabel }: Props) {
  const t = useT();
  const locale = useLocale();
  const network = useNetworkCheck();
  const { status, start } = media;

  useEffect(() => {
    if (status === 'idle') void start();
  }, [status, start]);

  const ready = media.status === 'ready' && network.status === 'ok';
  const autoJoined = useRef(false);
  useEffect(() => {
    if (!autoJoin || !ready || joining || autoJoined.current) return;
    autoJoined.current = true;
    onEnter();
  }, [autoJoin, ready, joining, onEnter]);

  const problem = media.problem ? mediaProblemTexts(media.problem, locale) : null;
  const networkProblem = network.status === 'failed' ? mediaProblemTexts('CONNECTIVITY', locale) : null;
  const tryAgain = () => {
    void media.start();
    void network.run();
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="room-connectivity">
      <Stack spacing={3}>
        <SectionHeading title={t('room.check.title')} intro={t('room.check.intro')} variant="h5" />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <LocalVideo
            media={media}
            placeholder={
              media.status === 'starting' ? (
                <Stack spacing={1} sx={{ alignItems: 'center' }}>
                  <CircularProgress color="inherit" size={28} aria-hidden />
                  <Typography>{t('room.check.askingAccess')}</Typography>
                </Stack>
              ) : media.status === 'failed' ? (
                <Typography>{t('room.check.noPreview')}</Typography>
              ) : null
            }
          />
          <DeviceChecks media={media} network={network} />
        </Box>
        {problem && (
          <Alert severity="error" role="alert" data-testid="room-check-error" data-code={media.problem}>
            <AlertTitle>{problem.title}</AlertTitle>
            {problem.tips}
          </Alert>
        )}
        {networkProblem && !problem && (
          <Alert severity="error" role="alert" data-testid="room-check-error" data-code="CONNECTIVITY">
            {networkProblem.title}
          </Alert>
        )}
        {joinError && (
          <Alert severity="error" role="alert" data-testid="room-join-error">
            {joinError}
          </Alert>
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
          {(problem || networkProblem) && (
            <Button variant="outlined" onClick={tryAgain} data-testid="room-check-retry">
              {t('room.check.tryAgain')}
            </Button>
          )}
          <Button
            variant="contained"
            size="large"
            disabled={!ready || joining}
            loading={joining}
            onClick={onEnter}
            data-testid="room-enter"
          >
            {enterLabel ?? t('room.check.enter')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
