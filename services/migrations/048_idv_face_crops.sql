-- Issue 15: the in-house selfie match keeps the two faces it compared (the selfie's and the ID
-- portrait's crops) as evidence, sealed like the other IDV images; kinds only the worker writes.
ALTER TABLE idv_images DROP CONSTRAINT idv_images_kind_check;
ALTER TABLE idv_images ADD CONSTRAINT idv_images_kind_check
  CHECK (kind IN ('id_front', 'id_back', 'selfie', 'selfie_face', 'portrait_face'));
