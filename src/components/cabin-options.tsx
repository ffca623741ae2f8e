/** The cabins a search can ask for, as the select's options. */
export function CabinOptions() {
  return (
    <>
      <option value="ECONOMY">Econômica</option>
      <option value="PREMIUM_ECONOMY">Premium Economy</option>
      <option value="BUSINESS">Executiva</option>
      <option value="FIRST">Primeira classe</option>
    </>
  );
}
