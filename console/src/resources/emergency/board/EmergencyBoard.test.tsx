// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmergencyBoardChange, EmergencyProtocolRecord } from '../../../providers/emergency.documents';
import { renderWithProviders } from '../../../testing/render-with-providers.util';
import { createScriptedLink, type ScriptedHandler } from '../../../testing/scripted.link';
import { resetAlertSoundForTests } from './alert-sound';
import { boardChange, positionsOf } from './board-change.test-util';
import EmergencyBoard from './EmergencyBoard';
import { ALERT_MUTED_KEY } from './use-alert-muted';

const queue = (id: string, name: string, extra: { groupName?: string; active?: boolean; maxWaitMinutes?: number } = {}) => ({
  __typename: 'EmergencyQueue',
  id,
  name,
  groupName: extra.groupName ?? 'Adulto',
  active: extra.active ?? true,
  maxWaitMinutes: extra.maxWaitMinutes ?? 30,
});

const protocol = (id: string, extra: Partial<EmergencyProtocolRecord> = {}): EmergencyProtocolRecord & { __typename: string } => ({
  __typename: 'EmergencyProtocol',
  id,
  number: id.replace(/\D/g, ''),
  personId: `person-${id}`,
  patientName: `Paciente ${id}`,
  queueId: 'q-general',
  queueName: 'Clínica geral',
  step: 1,
  status: 'WAITING',
  priority: null,
  complaint: null,
  redFlag: false,
  position: 1,
  arrivedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  calledAt: null,
  closedAt: null,
  closeReason: null,
  ...extra,
});

const statusReply =
  ({ enabled = true, online = true, queues = [queue('q-general', 'Clínica geral'), queue('q-kids', 'Pediatria')] } = {}) =>
  () => ({
    data: { emergencyStatus: { __typename: 'EmergencyStatus', enabled, online, canManage: true, message: null, queues } },
  });

const boardReply = (protocols: EmergencyProtocolRecord[]) => () => ({ data: { emergencyBoard: protocols } });

const boardChangedEvent = (extra: Partial<EmergencyBoardChange>) => ({
  emergencyBoardChanged: { __typename: 'EmergencyBoardChange', ...boardChange({ sequence: '7', queueId: 'q-general', ...extra }) },
});

/** The gateway closes the protocol; the gateway refuses, as when another manager closed it first. */
const closedAnswer: ScriptedHandler = () => ({ data: { closeEmergencyProtocol: protocol('p12', { status: 'CLOSED_BY_MANAGER' }) } });
const conflictAnswer: ScriptedHandler = () => ({ errors: [{ message: 'Conflict', extensions: { code: 'CONFLICT' } }] });

function renderBoard({ locale, handlers = {} }: { locale?: 'en' | 'pt-BR'; handlers?: Record<string, ScriptedHandler> } = {}) {
  const gateway = createScriptedLink({
    EmergencyStatus: statusReply(),
    EmergencyBoard: boardReply([protocol('p12', { position: 1, status: 'CALLED', step: 6, priority: 2 })]),
    ...handlers,
  });
  return { ...renderWithProviders(<EmergencyBoard />, { locale, link: gateway.link }), gateway };
}

/** Typing in MUI's dialog under jsdom is slow on a busy machine: the tests that type get more than the default 5 s. */
const TYPING_TIMEOUT_MS = 15_000;

const queueCard = (name: string) => screen.getByTestId(`queue-${name}`);
const rowOf = (patient: string) => screen.getByText(patient).closest('tr') as HTMLElement;

/** The browser's Web Audio, as far as the board uses it: how many contexts were made and oscillators started. */
const audio = { contexts: 0, beeps: 0 };
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  constructor() {
    audio.contexts += 1;
  }
  resume() {
    return Promise.resolve();
  }
  createGain() {
    const param = { setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined };
    return { gain: param, connect: () => undefined };
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: () => undefined,
      start: () => {
        audio.beeps += 1;
      },
      stop: () => undefined,
    };
  }
}

/** The browser's Notification API: what permission it gives, what was shown, whether the board asked. */
const notifications = { shown: [] as Array<{ title: string; body?: string }>, asked: 0 };
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission() {
    notifications.asked += 1;
    FakeNotification.permission = 'granted';
    return Promise.resolve(FakeNotification.permission);
  }
  onclick: (() => void) | null = null;
  constructor(title: string, options?: { body?: string }) {
    notifications.shown.push({ title, body: options?.body });
  }
  close() {}
}

beforeEach(() => {
  audio.contexts = 0;
  audio.beeps = 0;
  notifications.shown = [];
  notifications.asked = 0;
  FakeNotification.permission = 'granted';
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('Notification', FakeNotification);
  window.localStorage.clear();
  resetAlertSoundForTests();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EmergencyBoard', () => {
  it('shows each active queue with its open protocols, in Portuguese', async () => {
    renderBoard();
    const general = await screen.findByTestId('queue-Clínica geral');
    expect(within(general).getByText('Adulto')).toBeTruthy();
    // The queue card comes from the status query, its protocols from the board query: wait for the second answer too.
    expect(await within(general).findByText('1 protocolo aberto', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(general).getByRole('columnheader', { name: 'Posição' })).toBeTruthy();
    const row = within(general).getByTestId('protocol-row');
    expect(within(row).getByText('1º')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('Paciente p12')).toBeTruthy();
    expect(within(row).getByText('6. Sala de espera')).toBeTruthy();
    expect(within(row).getByText('Chamado')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(queueCard('Pediatria')).getByText('Ninguém nesta fila.')).toBeTruthy();
    expect(screen.getByText('Conectando…')).toBeTruthy();
  });

  it('speaks English to an English-speaking manager', async () => {
    renderBoard({ locale: 'en' });
    const general = await screen.findByTestId('queue-Clínica geral');
    expect(await within(general).findByText('1 open protocol', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(general).getByRole('columnheader', { name: 'Position' })).toBeTruthy();
    const row = within(general).getByTestId('protocol-row');
    expect(within(row).getByText('#1')).toBeTruthy();
    expect(within(row).getByText('6. Waiting room')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Close protocol' })).toBeTruthy();
    expect(within(queueCard('Pediatria')).getByText('Nobody in this queue.')).toBeTruthy();
  });

  it('says the module is off instead of showing queues when emergency is not enabled', async () => {
    const { gateway } = renderBoard({ handlers: { EmergencyStatus: statusReply({ enabled: false }) } });
    expect(await screen.findByText('O pronto atendimento está offline')).toBeTruthy();
    expect(screen.queryByTestId('emergency-board')).toBeNull();
    expect(gateway.calls('EmergencyBoard')).toEqual([]);
  });

  it('warns that patients cannot join while no professional is checked in', async () => {
    renderBoard({ handlers: { EmergencyStatus: statusReply({ online: false }) } });
    expect(await screen.findByText(/nenhum profissional fez check-in/)).toBeTruthy();
  });

  it('keeps an inactive queue on the board while it still has open protocols', async () => {
    renderBoard({
      handlers: {
        EmergencyStatus: statusReply({ queues: [queue('q-general', 'Clínica geral'), queue('q-old', 'Antiga', { active: false })] }),
        EmergencyBoard: boardReply([protocol('p3', { queueId: 'q-old', queueName: 'Antiga' })]),
      },
    });
    expect(await screen.findByTestId('queue-Antiga')).toBeTruthy();
    expect(within(queueCard('Antiga')).getByText('Paciente p3')).toBeTruthy();
  });

  it('applies a protocol opened or closed from the subscription without reading the board again', async () => {
    const { gateway } = renderBoard();
    await screen.findByText('Paciente p12');
    await waitFor(() => expect(gateway.subscribed('EmergencyBoardChanged')).toBe(true));

    const opened = protocol('p13', { position: 2 });
    gateway.push(
      'EmergencyBoardChanged',
      boardChangedEvent({ protocolId: 'p13', protocol: opened, positions: positionsOf({ p13: 2, p12: 1 }) }),
    );
    expect(await screen.findByText('Paciente p13')).toBeTruthy();
    expect(within(rowOf('Paciente p13')).getByText('2º')).toBeTruthy();
    expect(within(queueCard('Clínica geral')).getByText('2 protocolos abertos')).toBeTruthy();
    expect(screen.getByText('Ao vivo')).toBeTruthy();

    gateway.push(
      'EmergencyBoardChanged',
      boardChangedEvent({ type: 'PROTOCOL_CLOSED', protocolId: 'p12', positions: positionsOf({ p13: 1 }) }),
    );
    await waitFor(() => expect(screen.queryByText('Paciente p12')).toBeNull());
    expect(within(rowOf('Paciente p13')).getByText('1º')).toBeTruthy();
    expect(gateway.calls('EmergencyBoard')).toHaveLength(1);
  });

  it('reads the board and the queues again when the subscription asks for a resync', async () => {
    const { gateway } = renderBoard();
    await screen.findByText('Paciente p12');
    await waitFor(() => expect(gateway.subscribed('EmergencyBoardChanged')).toBe(true));
    gateway.push('EmergencyBoardChanged', boardChangedEvent({ type: 'PROTOCOL_OPENED', resyncRequired: true }));
    await waitFor(() => expect(gateway.calls('EmergencyBoard')).toHaveLength(2));
    expect(gateway.calls('EmergencyStatus')).toHaveLength(2);
  });

  it(
    'closes a protocol with the reason the manager gives, removes its row and says so',
    async () => {
      const { user, gateway } = renderBoard({
        handlers: { CloseEmergencyProtocol: closedAnswer },
      });
      await user.click(await screen.findByRole('button', { name: 'Encerrar protocolo' }));
      const dialog = screen.getByRole('dialog', { name: 'Encerrar o protocolo 12' });
      expect(within(dialog).getByText(/Paciente p12 sairá da fila Clínica geral/)).toBeTruthy();
      await user.type(within(dialog).getByLabelText(/Motivo/), 'Desistiu');
      await user.click(within(dialog).getByRole('button', { name: 'Encerrar protocolo' }));

      expect(await screen.findByText('O protocolo 12 foi encerrado')).toBeTruthy();
      expect(gateway.calls('CloseEmergencyProtocol')).toEqual([{ id: 'p12', reason: 'Desistiu' }]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.queryByText('Paciente p12')).toBeNull();
    },
    TYPING_TIMEOUT_MS,
  );

  it('asks for the reason before sending anything', async () => {
    const { user, gateway } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Encerrar protocolo' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar protocolo' }));
    expect(within(dialog).getByText('O campo Motivo é obrigatório')).toBeTruthy();
    expect(gateway.calls('CloseEmergencyProtocol')).toEqual([]);
  });

  it(
    'shows the gateway’s refusal in the dialog and keeps the protocol on the board',
    async () => {
      const { user } = renderBoard({
        handlers: { CloseEmergencyProtocol: conflictAnswer },
      });
      await user.click(await screen.findByRole('button', { name: 'Encerrar protocolo' }));
      const dialog = screen.getByRole('dialog');
      await user.type(within(dialog).getByLabelText(/Motivo/), 'Duplicado');
      await user.click(within(dialog).getByRole('button', { name: 'Encerrar protocolo' }));
      expect(await within(dialog).findByText('Conflito')).toBeTruthy();
      expect(within(queueCard('Clínica geral')).getByText('Paciente p12')).toBeTruthy();
    },
    TYPING_TIMEOUT_MS,
  );

  describe('red flags', () => {
    const CHEST = 'Dor no peito e falta de ar';
    const redFlagged = (id: string, extra: Partial<EmergencyProtocolRecord> = {}) =>
      protocol(id, { priority: 1, redFlag: true, complaint: CHEST, step: 6, ...extra });
    const rowsOf = (queueName: string) => within(queueCard(queueName)).getAllByTestId('protocol-row');

    it('shows a red-flag patient first in the queue, with the icon, "Sinal de alerta" and the complaint', async () => {
      renderBoard({
        handlers: {
          EmergencyBoard: boardReply([
            protocol('p12', { position: 1, priority: 1, arrivedAt: new Date(Date.now() - 20 * 60_000).toISOString() }),
            redFlagged('p14', { position: 2 }),
          ]),
        },
      });
      await screen.findByText('Paciente p14', {}, { timeout: 5000 });
      const [first, second] = rowsOf('Clínica geral');
      expect(within(first!).getByText('Paciente p14')).toBeTruthy();
      expect(first!.getAttribute('data-red-flag')).toBe('true');
      expect(within(first!).getByText('Sinal de alerta')).toBeTruthy();
      expect(
        within(first!).getByRole('img', {
          name: 'Sinal de alerta: o paciente relatou um sinal de alerta e foi orientado a ligar para o SAMU 192',
        }),
      ).toBeTruthy();
      expect(within(first!).getByText(CHEST)).toBeTruthy();
      expect(within(second!).getByText('Paciente p12')).toBeTruthy();
      expect(second!.getAttribute('data-red-flag')).toBeNull();
      expect(within(second!).queryByText('Sinal de alerta')).toBeNull();
    });

    it('names the red flag in English for an English-speaking manager', async () => {
      renderBoard({ locale: 'en', handlers: { EmergencyBoard: boardReply([redFlagged('p14', { complaint: null })]) } });
      const row = (await screen.findByText('Paciente p14', {}, { timeout: 5000 })).closest('tr') as HTMLElement;
      expect(within(row).getByText('Red flag')).toBeTruthy();
      expect(
        within(row).getByRole('img', { name: 'Red flag: the patient reported a warning sign and was told to call SAMU 192' }),
      ).toBeTruthy();
      expect(within(row).getByText('No complaint reported yet')).toBeTruthy();
    });

    it('does not alert for the red flags already on the board when it opens', async () => {
      const { gateway } = renderBoard({ handlers: { EmergencyBoard: boardReply([redFlagged('p14')]) } });
      await screen.findByText('Paciente p14', {}, { timeout: 5000 });
      await waitFor(() => expect(gateway.subscribed('EmergencyBoardChanged')).toBe(true));
      expect(screen.queryByTestId('red-flag-alert')).toBeNull();
      expect(audio.beeps).toBe(0);
      expect(notifications.shown).toEqual([]);
    });

    it('alerts when a red-flag patient arrives live: a beep, a notification, and an alert kept until acknowledged', async () => {
      const { gateway, user } = renderBoard();
      await screen.findByText('Paciente p12', {}, { timeout: 5000 });
      await waitFor(() => expect(gateway.subscribed('EmergencyBoardChanged')).toBe(true));

      gateway.push(
        'EmergencyBoardChanged',
        boardChangedEvent({ protocolId: 'p13', protocol: redFlagged('p13', { position: 1 }), positions: positionsOf({ p13: 1, p12: 2 }) }),
      );
      const alert = await screen.findByTestId('red-flag-alert');
      expect(within(alert).getByText('Paciente com sinal de alerta no painel')).toBeTruthy();
      expect(within(alert).getByText(`Paciente p13 — Clínica geral: ${CHEST}`)).toBeTruthy();
      expect(within(alert).getByText(/orientado a ligar para o SAMU 192/)).toBeTruthy();
      expect(audio.beeps).toBeGreaterThan(0);
      expect(notifications.shown).toEqual([
        { title: 'Sinal de alerta: Paciente p13', body: `Clínica geral — ${CHEST}. Orientado(a) a ligar para o SAMU 192.` },
      ]);
      expect(rowsOf('Clínica geral')[0]!.getAttribute('data-red-flag')).toBe('true');

      // A calm change of the board neither alerts again nor takes the alert away.
      const beeps = audio.beeps;
      gateway.push(
        'EmergencyBoardChanged',
        boardChangedEvent({
          protocolId: 'p15',
          protocol: protocol('p15', { position: 3 }),
          positions: positionsOf({ p13: 1, p12: 2, p15: 3 }),
        }),
      );
      await screen.findByText('Paciente p15');
      expect(audio.beeps).toBe(beeps);
      expect(notifications.shown).toHaveLength(1);
      expect(screen.getByTestId('red-flag-alert')).toBeTruthy();

      await user.click(within(alert).getByRole('button', { name: 'Ciente' }));
      await waitFor(() => expect(screen.queryByTestId('red-flag-alert')).toBeNull());
    });

    it('alerts when the pre-assessment of a patient already waiting raises a red flag (the board is read again)', async () => {
      let reads = 0;
      // The first read: p12 at the pre-assessment; any later one: its triage raised a red flag.
      const assessedOnSecondRead: ScriptedHandler = () => {
        reads += 1;
        return boardReply([reads === 1 ? protocol('p12', { step: 5 }) : redFlagged('p12')])();
      };
      const { gateway } = renderBoard({ handlers: { EmergencyBoard: assessedOnSecondRead } });
      await screen.findByText('Paciente p12', {}, { timeout: 5000 });
      await waitFor(() => expect(gateway.subscribed('EmergencyBoardChanged')).toBe(true));
      expect(screen.queryByTestId('red-flag-alert')).toBeNull();

      gateway.push('EmergencyBoardChanged', boardChangedEvent({ type: 'RED_FLAG', protocolId: 'p12' }));
      const alert = await screen.findByTestId('red-flag-alert', {}, { timeout: 5000 });
      expect(within(alert).getByText(`Paciente p12 — Clínica geral: ${CHEST}`)).toBeTruthy();
      expect(audio.beeps).toBeGreaterThan(0);
      expect(notifications.shown.map((n) => n.title)).toEqual(['Sinal de alerta: Paciente p12']);
    });

    it('stays silent once muted, remembers it, and still shows the alert and the notification', async () => {
      const { gateway, user } = renderBoard({ locale: 'en' });
      await screen.findByText('Paciente p12', {}, { timeout: 5000 });
      await waitFor(() => expect(gateway.subscribed('EmergencyBoardChanged')).toBe(true));
      const mute = screen.getByRole('button', { name: 'Mute alert sound' });
      expect(mute.getAttribute('aria-pressed')).toBe('false');
      await user.click(mute);
      expect(mute.getAttribute('aria-pressed')).toBe('true');
      expect(window.localStorage.getItem(ALERT_MUTED_KEY)).toBe('true');

      gateway.push(
        'EmergencyBoardChanged',
        boardChangedEvent({ protocolId: 'p13', protocol: redFlagged('p13'), positions: positionsOf({ p13: 1, p12: 2 }) }),
      );
      expect(await screen.findByText('Red-flag patient on the board')).toBeTruthy();
      expect(audio.beeps).toBe(0);
      expect(notifications.shown).toHaveLength(1);
    });

    it('opens muted when the manager muted it before', async () => {
      window.localStorage.setItem(ALERT_MUTED_KEY, 'true');
      renderBoard({ locale: 'en' });
      const mute = await screen.findByRole('button', { name: 'Mute alert sound' }, { timeout: 5000 });
      expect(mute.getAttribute('aria-pressed')).toBe('true');
    });

    it('asks for the notification permission only from its button, and shows no notification without it', async () => {
      FakeNotification.permission = 'default';
      const { gateway, user } = renderBoard({ locale: 'en' });
      await screen.findByText('Paciente p12', {}, { timeout: 5000 });
      await waitFor(() => expect(gateway.subscribed('EmergencyBoardChanged')).toBe(true));
      expect(notifications.asked).toBe(0);

      gateway.push(
        'EmergencyBoardChanged',
        boardChangedEvent({ protocolId: 'p13', protocol: redFlagged('p13'), positions: positionsOf({ p13: 1, p12: 2 }) }),
      );
      await screen.findByTestId('red-flag-alert');
      expect(notifications.shown).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Turn on desktop notifications' }));
      expect(notifications.asked).toBe(1);
      expect(await screen.findByText('Desktop notifications on')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Turn on desktop notifications' })).toBeNull();
    });

    it('says when the browser blocks notifications, with no button to ask again', async () => {
      FakeNotification.permission = 'denied';
      renderBoard({ locale: 'en' });
      expect(await screen.findByText('Desktop notifications are blocked in this browser', {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Turn on desktop notifications' })).toBeNull();
    });
  });
});
