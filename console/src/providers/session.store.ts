/** The signed-in session: the gateway's token pair and when the access token expires (epoch ms). */
export type Session = { accessToken: string; refreshToken: string; expiresAt: number };
type TokenPair = { accessToken: string; refreshToken: string; expiresIn: number };

export type SessionStore = {
  get(): Session | null;
  save(tokens: TokenPair): void;
  clear(): void;
};

const STORAGE_KEY = 'teleconsulta.console.session';

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, refreshToken, expiresAt } = value as Record<string, unknown>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string' && typeof expiresAt === 'number';
}

export function createSessionStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  now: () => number = Date.now,
): SessionStore {
  return {
    get() {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
        return isSession(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    save({ accessToken, refreshToken, expiresIn }) {
      const session: Session = { accessToken, refreshToken, expiresAt: now() + expiresIn * 1000 };
      storage.setItem(STORAGE_KEY, JSON.stringify(session));
    },
    clear() {
      storage.removeItem(STORAGE_KEY);
    },
  };
}
