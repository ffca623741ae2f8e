import { cabinLabel } from '@core/format/labels';
import { CABIN_CLASSES } from '@core/schemas/search';

/** The cabins a search can ask for, as the select's options. */
export function CabinOptions() {
  return CABIN_CLASSES.map((cabin) => (
    <option key={cabin} value={cabin}>
      {cabinLabel(cabin)}
    </option>
  ));
}
