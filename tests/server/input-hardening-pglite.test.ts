import { describeInputHardening } from '../helpers/input-suite';

// Bounded input, database refusals as 400, and the route fuzz, on embedded PGlite.
describeInputHardening('pglite');
