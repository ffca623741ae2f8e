-- An index a hot path lacked (found by tests/server/query-plans-postgres.test.ts, which explains every statement
-- the routes and the alert job issue): the alert job asks Seats.aero once per route for the union of the route's
-- live miles alert windows, and without it that read marked every live alert of every user.
CREATE INDEX price_alerts_route_live_idx ON price_alerts (origin, destination) WHERE active AND deleted_at IS NULL;

-- The delivery worker claims the oldest owed delivery; deliveries that used up their attempts stay in the table, at
-- the front of created_at order, and the claim walked past all of them every time. Only owed ones are indexed now
-- (5 is MAX_DELIVERY_ATTEMPTS in server/alerts/delivery-store.ts, written as a literal in the claim).
CREATE INDEX notification_deliveries_owed_idx ON notification_deliveries (created_at) WHERE attempts < 5;
