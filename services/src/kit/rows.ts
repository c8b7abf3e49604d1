/** Turning stored rows into the DTOs the services answer: the columns carried as they are, and the timestamps. */

/** The named columns of a row as they are stored (the fields a DTO carries unchanged), in the order named. */
export function pick<R, K extends keyof R>(row: R, keys: readonly K[]): Pick<R, K> {
  const picked = {} as Pick<R, K>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}

/** A timestamp as the DTOs carry it: an ISO 8601 string in UTC. */
export const iso = (value: Date | string) => new Date(value).toISOString();

export const isoOrNull = (value: Date | string | null) => (value == null ? null : iso(value));

/** When the row was created and last changed, as every DTO with them carries them. */
export const timestamps = (row: { createdAt: Date | string; updatedAt: Date | string }) => ({
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
