import { describeInputHardening } from '../helpers/input-suite';

// Issue #10: bounded input, database refusals as 400, and the route fuzz, on embedded PGlite.
describeInputHardening('pglite');
