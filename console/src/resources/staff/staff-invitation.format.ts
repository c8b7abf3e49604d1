/** When an invitation was sent or expires, short, in the user's language: "27/11/2026 14:05". */
export const invitationTime = (iso: string, locale: string): string =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
