-- Messages addressed to a professional (issue 18 item 1): a patient writes to the clinic or, about their care, to a
-- professional who attends them; that professional reads and answers the thread from their pages, and the clinic keeps
-- reading every thread. The addressee is the thread's (its first message's); null is the clinic's inbox alone.
ALTER TABLE message ADD COLUMN professional_id uuid REFERENCES professional(id) ON DELETE SET NULL;
CREATE INDEX message_professional_thread ON message (company_id, professional_id) WHERE professional_id IS NOT NULL;
