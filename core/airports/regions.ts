/**
 * Award-chart regions (SPEC §3 "Airport-region table", §9 fixed miles table), assigned by country so every
 * airport whose country is known gets one.
 *
 * South America is split the way the oneworld-era LATAM Pass / AAdvantage partner charts split it: the
 * southern cone (Brazil and the neighbours reached on short regional hops: Argentina, Chile, Paraguay,
 * Uruguay, plus the Falklands) is one zone, the northern and Andean countries (Bolivia, Peru, Ecuador,
 * Colombia, Venezuela, the Guianas) the other. AAdvantage numbers them the other way round ("South America
 * Region 2" is the southern cone); here the zone with Brazil is 'América do Sul 1' because it is the home zone
 * of the fixed table (4.000 milhas within it).
 *
 * Other choices: Central America and the Caribbean go with North America (the spec has no Caribbean region),
 * as do Greenland and Saint-Pierre; Egypt and the Maghreb are África; Turkey, Cyprus, Russia and the Caucasus
 * are Europa; the Gulf, Levant, Iraq, Iran and Yemen are Oriente Médio; Central Asia is Ásia; Pacific islands
 * (including French and US territories, but not Hawaii, which is US) are Oceania; Antarctica and South Georgia
 * go with the southern cone (their flights leave from Punta Arenas and the Falklands), the French Southern
 * Lands with África (Réunion).
 */
export const REGIONS = [
  'América do Sul 1',
  'América do Sul 2',
  'América do Norte',
  'Europa',
  'Oriente Médio',
  'África',
  'Ásia',
  'Oceania',
] as const;
export type Region = (typeof REGIONS)[number];

/** ISO 3166-1 alpha-2 codes per region. */
const COUNTRIES: Record<Region, string> = {
  'América do Sul 1': 'BR AR CL PY UY FK GS AQ',
  'América do Sul 2': 'BO PE EC CO VE GY SR GF',
  'América do Norte':
    'US CA MX GL PM BM GT BZ SV HN NI CR PA CU JM HT DO PR BS TC KY VG VI AI AG KN MS GP DM MQ LC VC BB GD TT AW CW BQ SX MF BL',
  Europa:
    'PT ES FR GB IE IS FO NO SE FI DK DE NL BE LU CH AT IT MT SM VA MC AD LI PL CZ SK HU SI HR BA RS ME XK MK AL GR BG RO MD UA BY LT LV EE RU TR CY GE AM AZ GI GG JE IM AX SJ',
  'Oriente Médio': 'AE QA BH KW OM SA YE JO LB SY IL PS IQ IR',
  África:
    'EG LY TN DZ MA EH MR ML NE TD SD SS ER DJ ET SO KE UG RW BI TZ MZ MW ZM ZW BW NA ZA LS SZ MG MU RE YT KM SC AO CD CG GA GQ CM CF NG BJ TG GH CI LR SL GN GW GM SN CV ST SH BF TF',
  Ásia: 'AF PK IN NP BT BD LK MV MM TH LA KH VN MY SG BN ID PH TL CN HK MO TW MN KP KR JP KZ KG TJ TM UZ IO',
  Oceania: 'AU NZ PG FJ SB VU NC PF WF WS AS TO TV KI NR MH FM PW GU MP CK NU TK NF PN UM CX CC HM',
};

const COUNTRY_REGION: ReadonlyMap<string, Region> = new Map(
  (Object.entries(COUNTRIES) as [Region, string][]).flatMap(([region, list]) =>
    list.split(' ').map((code) => [code, region] as const),
  ),
);

/** Continent codes (OurAirports/airport-data style 'SA', or a spelled-out name) for countries not listed above. */
const CONTINENT_REGION: Record<string, Region> = {
  SA: 'América do Sul 2',
  'SOUTH AMERICA': 'América do Sul 2',
  NA: 'América do Norte',
  'NORTH AMERICA': 'América do Norte',
  EU: 'Europa',
  EUROPE: 'Europa',
  AF: 'África',
  AFRICA: 'África',
  AS: 'Ásia',
  ASIA: 'Ásia',
  OC: 'Oceania',
  OCEANIA: 'Oceania',
};

/** The region of an ISO country code ('br', 'BR'); null when the code is unknown. */
export function regionForCountry(countryCode: string | null | undefined): Region | null {
  if (!countryCode) return null;
  return COUNTRY_REGION.get(countryCode.trim().toUpperCase()) ?? null;
}

/** Country first; a continent code or name only when the country is unknown. */
export function regionFor(countryCode: string | null | undefined, continent?: string | null): Region | null {
  return (
    regionForCountry(countryCode) ?? (continent ? (CONTINENT_REGION[continent.trim().toUpperCase()] ?? null) : null)
  );
}

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** Every country code that has a region (for tests and data checks). */
export function mappedCountries(): string[] {
  return [...COUNTRY_REGION.keys()];
}
