-- Professionals' photos (SPEC §3 photo, §5 file upload): the photo is now a file kept by the file storage adapter,
-- and professional.photo holds its storage key, company/{company_id}/professional/{id}/photo/{version} (NULL: no
-- photo). Each upload gets a new version, so a key names one immutable object. The photo used to be a URL typed in
-- by hand; those URLs are not files of ours and are cleared. No new table: the row stays under the professional's
-- RLS policy (company_id = app_company_id()).
-- The owner is subject to the forced RLS like everyone else (unless it is a superuser): lift it for the clean-up.
ALTER TABLE professional NO FORCE ROW LEVEL SECURITY;
UPDATE professional SET photo = NULL
  WHERE photo IS NOT NULL AND photo NOT LIKE 'company/' || company_id::text || '/professional/' || id::text || '/photo/%';
ALTER TABLE professional FORCE ROW LEVEL SECURITY;

ALTER TABLE professional
  ADD CONSTRAINT professional_photo_key
  CHECK (photo IS NULL OR photo LIKE 'company/' || company_id::text || '/professional/' || id::text || '/photo/%');
