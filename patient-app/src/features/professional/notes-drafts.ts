/**
 * The service notes being written, per appointment (at most one form per appointment is on screen): whether a change
 * is not saved yet, and a way to save it now. The room asks before finishing an attendance whose notes are not saved.
 */
type Draft = { unsaved: () => boolean; save: () => Promise<void> };

const drafts = new Map<string, Draft>();

/** Registers the form's draft of an appointment's notes; the answer unregisters it. */
export function registerNotesDraft(appointmentId: string, draft: Draft): () => void {
  drafts.set(appointmentId, draft);
  return () => {
    if (drafts.get(appointmentId) === draft) drafts.delete(appointmentId);
  };
}

/** Saves what can be saved of an appointment's notes now; answers whether something is still not saved. */
export async function notesLeftUnsaved(appointmentId: string): Promise<boolean> {
  const draft = drafts.get(appointmentId);
  if (!draft?.unsaved()) return false;
  await draft.save().catch(() => undefined);
  return draft.unsaved();
}
