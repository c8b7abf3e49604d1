-- A dependent's relationship to the responsible person (issue 18 item 2, SPEC §2 "register dependent"): child, spouse,
-- parent or other. Only a dependent (parent_id set) has one; the dependents registered before this column keep null.
ALTER TABLE person ADD COLUMN relationship text
  CHECK (relationship IN ('CHILD', 'SPOUSE', 'PARENT', 'OTHER'));
ALTER TABLE person ADD CONSTRAINT person_relationship_of_dependent CHECK (relationship IS NULL OR parent_id IS NOT NULL);
