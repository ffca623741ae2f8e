-- Security hardening.
-- When the password last changed (set, reset, changed or voided): access tokens issued before it are refused.
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;
-- A rotated refresh token presented again within a few seconds (two tabs, the page and the service worker)
-- gets the same successor instead of revoking the family. The successor is kept sealed with a key derived
-- from the rotated token itself, so only whoever holds that token can open it.
ALTER TABLE sessions ADD COLUMN successor_sealed text;
