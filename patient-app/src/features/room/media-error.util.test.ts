import { errorText } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import { browserSupportsRoom, mediaProblemOf, mediaProblemTexts } from './media-error.util';

const domError = (name: string) => new DOMException('failed', name);

describe('browserSupportsRoom', () => {
  it('needs getUserMedia and RTCPeerConnection', () => {
    const getUserMedia = () => undefined;
    expect(browserSupportsRoom({ mediaDevices: { getUserMedia }, RTCPeerConnection: class {} })).toBe(true);
    expect(browserSupportsRoom({ mediaDevices: undefined, RTCPeerConnection: class {} })).toBe(false);
    expect(browserSupportsRoom({ mediaDevices: {}, RTCPeerConnection: class {} })).toBe(false);
    expect(browserSupportsRoom({ mediaDevices: { getUserMedia } })).toBe(false);
  });
});

describe('mediaProblemOf', () => {
  it('says the camera is blocked when access was refused', () => {
    expect(mediaProblemOf(domError('NotAllowedError'))).toBe('CAMERA_BLOCKED');
    expect(mediaProblemOf(domError('SecurityError'))).toBe('CAMERA_BLOCKED');
  });

  it('says camera and microphone were not enabled when a device is missing, unfit or busy', () => {
    for (const name of ['NotFoundError', 'OverconstrainedError', 'NotReadableError', 'AbortError']) {
      expect(mediaProblemOf(domError(name)), name).toBe('CAM_MIC_NOT_ENABLED');
    }
  });

  it('falls back to the connectivity message for anything else', () => {
    expect(mediaProblemOf(new TypeError('Failed to fetch'))).toBe('CONNECTIVITY');
    expect(mediaProblemOf(domError('InvalidStateError'))).toBe('CONNECTIVITY');
    expect(mediaProblemOf(null)).toBe('CONNECTIVITY');
    expect(mediaProblemOf('boom')).toBe('CONNECTIVITY');
  });
});

describe('mediaProblemTexts', () => {
  it('shows the problem with the connectivity tips, from the catalogue', () => {
    expect(mediaProblemTexts('CAMERA_BLOCKED', 'en')).toEqual({
      title: errorText('CAMERA_BLOCKED', 'en'),
      tips: errorText('CONNECTIVITY', 'en'),
    });
    expect(mediaProblemTexts('CAM_MIC_NOT_ENABLED', 'pt-BR').title).toBe('Câmera e microfone não foram habilitados');
  });

  it('shows the connectivity message once for a generic failure', () => {
    expect(mediaProblemTexts('CONNECTIVITY', 'pt-BR')).toEqual({ title: errorText('CONNECTIVITY', 'pt-BR'), tips: null });
  });
});
