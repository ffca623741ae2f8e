/**
 * The environment that carries the test's clock into a child process: the suite must pass with the clock moved
 * (`faketime -f '+90d' …` sets LD_PRELOAD and FAKETIME*), and a server started with an environment of its own would
 * otherwise run on the real date while the test and its database run on the moved one.
 */
export function clockEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        (entry[0] === 'LD_PRELOAD' || entry[0].startsWith('FAKETIME')) && entry[1] !== undefined,
    ),
  );
}
