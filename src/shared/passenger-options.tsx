/** Travellers a search, a calendar or an award table can be for (1 to 9, as the providers allow). */
const PASSENGER_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The party sizes, as a select's options. */
export function PassengerOptions() {
  return PASSENGER_COUNTS.map((n) => (
    <option key={n} value={String(n)}>
      {n}
    </option>
  ));
}
