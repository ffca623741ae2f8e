import { describeInputHardening } from '../helpers/input-suite';

// Bounded input, database refusals as 400, and the route fuzz, on a PostgreSQL server (DATABASE_URL).
describeInputHardening('postgres');
