-- An index a hot path lacked (found by tests/server/query-plans-postgres.test.ts, which explains every statement
-- the routes and the alert job issue): the alert job asks Seats.aero once per route for the union of the route's
-- live miles alert windows, and without it that read marked every live alert of every user.
CREATE INDEX price_alerts_route_live_idx ON price_alerts (origin, destination) WHERE active AND deleted_at IS NULL;
