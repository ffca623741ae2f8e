-- Why a delivery last failed (a channel's error, or a sender that stopped mid-send), and when: a delivery that
-- failed MAX_DELIVERY_ATTEMPTS times is given up, kept with its reason for the admin's alert card.
ALTER TABLE notification_deliveries ADD COLUMN last_error text;
ALTER TABLE notification_deliveries ADD COLUMN last_error_at timestamptz;
