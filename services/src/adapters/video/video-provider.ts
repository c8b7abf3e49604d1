import type { TIceServerDto, VideoProviderKind } from '@teleconsulta/schema';

/**
 * The video adapter (ARCHITECTURE.md Adapters): the built-in WebRTC room by default (the apps signal through the
 * gateway; the services only hand out the STUN/TURN servers), Daily when a Daily API key is configured (a private room
 * per appointment and a meeting token per person, created through Daily's REST API).
 */
export type RoomParticipant = {
  /** The appointment the room is for: the room's name derives from it. */
  appointmentId: string;
  /** When the room may close (the access code's expiry): Daily's room and token `exp`. */
  expiresAt: Date;
  userName: string;
  /** The professional owns the room (Daily: is_owner). */
  owner: boolean;
};

/** What a location needs to connect. */
export type VideoAccess = {
  provider: VideoProviderKind;
  iceServers: TIceServerDto[];
  dailyUrl: string | null;
  dailyToken: string | null;
};

export interface VideoProvider {
  readonly kind: VideoProviderKind;
  /**
   * The access for one person to one appointment's room (creating the provider's room when needed). A provider that
   * does not answer, or answers an error or malformed JSON, throws AppError('VIDEO_PROVIDER_UNAVAILABLE').
   */
  access(participant: RoomParticipant): Promise<VideoAccess>;
}
