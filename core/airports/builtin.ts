/**
 * Reference airports shipped with the app (SPEC §3: "about 70 airports mapped to regions" and "built-in
 * city-name maps of about 26–29 airport codes"). They give a region and a name to the airports the product
 * talks about most even before the full dataset is loaded (PWA offline, fixed table, tests), and they rank
 * first among equal autocomplete matches.
 */

export interface BuiltinAirport {
  iata: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/**
 * SPEC: the product's own city names, which win over the dataset's (e.g. the dataset says 'Sao Paulo' or
 * 'São Paulo' for VCP, 'New York', 'London'). Brazilian users read and type these.
 */
export const CITY_NAME_OVERRIDES: Readonly<Record<string, string>> = {
  GRU: 'São Paulo',
  CGH: 'São Paulo',
  VCP: 'Campinas',
  GIG: 'Rio de Janeiro',
  SDU: 'Rio de Janeiro',
  BSB: 'Brasília',
  CNF: 'Belo Horizonte',
  PLU: 'Belo Horizonte',
  SSA: 'Salvador',
  REC: 'Recife',
  FOR: 'Fortaleza',
  POA: 'Porto Alegre',
  CWB: 'Curitiba',
  FLN: 'Florianópolis',
  MAO: 'Manaus',
  BEL: 'Belém',
  NAT: 'Natal',
  MIA: 'Miami',
  MCO: 'Orlando',
  JFK: 'Nova York',
  EWR: 'Nova York',
  LAX: 'Los Angeles',
  LIS: 'Lisboa',
  MAD: 'Madri',
  CDG: 'Paris',
  LHR: 'Londres',
  FCO: 'Roma',
  EZE: 'Buenos Aires',
};

const a = (iata: string, name: string, city: string, country: string): BuiltinAirport => ({
  iata,
  name,
  city,
  country,
});

export const BUILTIN_AIRPORTS: readonly BuiltinAirport[] = [
  // Brasil
  a('GRU', 'Aeroporto Internacional de Guarulhos', 'São Paulo', 'BR'),
  a('CGH', 'Aeroporto de Congonhas', 'São Paulo', 'BR'),
  a('VCP', 'Aeroporto Internacional de Viracopos', 'Campinas', 'BR'),
  a('GIG', 'Aeroporto Internacional do Galeão', 'Rio de Janeiro', 'BR'),
  a('SDU', 'Aeroporto Santos Dumont', 'Rio de Janeiro', 'BR'),
  a('BSB', 'Aeroporto Internacional de Brasília', 'Brasília', 'BR'),
  a('CNF', 'Aeroporto Internacional de Confins', 'Belo Horizonte', 'BR'),
  a('PLU', 'Aeroporto da Pampulha', 'Belo Horizonte', 'BR'),
  a('SSA', 'Aeroporto Internacional de Salvador', 'Salvador', 'BR'),
  a('REC', 'Aeroporto Internacional do Recife', 'Recife', 'BR'),
  a('FOR', 'Aeroporto Internacional de Fortaleza', 'Fortaleza', 'BR'),
  a('POA', 'Aeroporto Internacional Salgado Filho', 'Porto Alegre', 'BR'),
  a('CWB', 'Aeroporto Internacional Afonso Pena', 'Curitiba', 'BR'),
  a('FLN', 'Aeroporto Internacional Hercílio Luz', 'Florianópolis', 'BR'),
  a('MAO', 'Aeroporto Internacional Eduardo Gomes', 'Manaus', 'BR'),
  a('BEL', 'Aeroporto Internacional de Belém', 'Belém', 'BR'),
  a('NAT', 'Aeroporto Internacional de Natal', 'Natal', 'BR'),
  a('MCZ', 'Aeroporto Internacional Zumbi dos Palmares', 'Maceió', 'BR'),
  a('VIX', 'Aeroporto de Vitória', 'Vitória', 'BR'),
  a('GYN', 'Aeroporto Internacional de Goiânia', 'Goiânia', 'BR'),
  a('CGB', 'Aeroporto Internacional Marechal Rondon', 'Cuiabá', 'BR'),
  a('IGU', 'Aeroporto Internacional das Cataratas', 'Foz do Iguaçu', 'BR'),
  // América do Sul
  a('EZE', 'Aeroporto Internacional de Ezeiza', 'Buenos Aires', 'AR'),
  a('AEP', 'Aeroparque Jorge Newbery', 'Buenos Aires', 'AR'),
  a('SCL', 'Aeroporto Internacional de Santiago', 'Santiago', 'CL'),
  a('MVD', 'Aeroporto Internacional de Carrasco', 'Montevidéu', 'UY'),
  a('ASU', 'Aeroporto Internacional Silvio Pettirossi', 'Assunção', 'PY'),
  a('LIM', 'Aeroporto Internacional Jorge Chávez', 'Lima', 'PE'),
  a('BOG', 'Aeroporto Internacional El Dorado', 'Bogotá', 'CO'),
  a('UIO', 'Aeroporto Internacional Mariscal Sucre', 'Quito', 'EC'),
  a('VVI', 'Aeroporto Internacional Viru Viru', 'Santa Cruz de la Sierra', 'BO'),
  // América do Norte, Central e Caribe
  a('MIA', 'Aeroporto Internacional de Miami', 'Miami', 'US'),
  a('MCO', 'Aeroporto Internacional de Orlando', 'Orlando', 'US'),
  a('FLL', 'Aeroporto Internacional de Fort Lauderdale', 'Fort Lauderdale', 'US'),
  a('JFK', 'Aeroporto Internacional John F. Kennedy', 'Nova York', 'US'),
  a('EWR', 'Aeroporto Internacional de Newark', 'Nova York', 'US'),
  a('ATL', 'Aeroporto Internacional Hartsfield-Jackson', 'Atlanta', 'US'),
  a('DFW', 'Aeroporto Internacional de Dallas/Fort Worth', 'Dallas', 'US'),
  a('IAH', 'Aeroporto Intercontinental George Bush', 'Houston', 'US'),
  a('ORD', "Aeroporto Internacional O'Hare", 'Chicago', 'US'),
  a('LAX', 'Aeroporto Internacional de Los Angeles', 'Los Angeles', 'US'),
  a('YYZ', 'Aeroporto Internacional Pearson', 'Toronto', 'CA'),
  a('MEX', 'Aeroporto Internacional Benito Juárez', 'Cidade do México', 'MX'),
  a('CUN', 'Aeroporto Internacional de Cancún', 'Cancún', 'MX'),
  a('PTY', 'Aeroporto Internacional de Tocumen', 'Cidade do Panamá', 'PA'),
  a('PUJ', 'Aeroporto Internacional de Punta Cana', 'Punta Cana', 'DO'),
  // Europa
  a('LIS', 'Aeroporto Humberto Delgado', 'Lisboa', 'PT'),
  a('OPO', 'Aeroporto Francisco Sá Carneiro', 'Porto', 'PT'),
  a('MAD', 'Aeroporto Adolfo Suárez Madrid-Barajas', 'Madri', 'ES'),
  a('BCN', 'Aeroporto de Barcelona-El Prat', 'Barcelona', 'ES'),
  a('CDG', 'Aeroporto Paris-Charles de Gaulle', 'Paris', 'FR'),
  a('LHR', 'Aeroporto de Londres Heathrow', 'Londres', 'GB'),
  a('FCO', 'Aeroporto de Roma-Fiumicino', 'Roma', 'IT'),
  a('MXP', 'Aeroporto de Milão-Malpensa', 'Milão', 'IT'),
  a('AMS', 'Aeroporto de Amsterdã-Schiphol', 'Amsterdã', 'NL'),
  a('FRA', 'Aeroporto de Frankfurt', 'Frankfurt', 'DE'),
  a('MUC', 'Aeroporto de Munique', 'Munique', 'DE'),
  a('ZRH', 'Aeroporto de Zurique', 'Zurique', 'CH'),
  a('IST', 'Aeroporto de Istambul', 'Istambul', 'TR'),
  // Oriente Médio
  a('DXB', 'Aeroporto Internacional de Dubai', 'Dubai', 'AE'),
  a('AUH', 'Aeroporto Internacional Zayed', 'Abu Dhabi', 'AE'),
  a('DOH', 'Aeroporto Internacional Hamad', 'Doha', 'QA'),
  a('TLV', 'Aeroporto Internacional Ben Gurion', 'Tel Aviv', 'IL'),
  // África
  a('JNB', 'Aeroporto Internacional O. R. Tambo', 'Joanesburgo', 'ZA'),
  a('CPT', 'Aeroporto Internacional da Cidade do Cabo', 'Cidade do Cabo', 'ZA'),
  a('ADD', 'Aeroporto Internacional de Bole', 'Adis Abeba', 'ET'),
  a('CMN', 'Aeroporto Internacional Mohammed V', 'Casablanca', 'MA'),
  a('LAD', 'Aeroporto Internacional 4 de Fevereiro', 'Luanda', 'AO'),
  a('CAI', 'Aeroporto Internacional do Cairo', 'Cairo', 'EG'),
  // Ásia
  a('NRT', 'Aeroporto Internacional de Narita', 'Tóquio', 'JP'),
  a('HND', 'Aeroporto de Haneda', 'Tóquio', 'JP'),
  a('ICN', 'Aeroporto Internacional de Incheon', 'Seul', 'KR'),
  a('PEK', 'Aeroporto Internacional de Pequim', 'Pequim', 'CN'),
  a('PVG', 'Aeroporto Internacional de Pudong', 'Xangai', 'CN'),
  a('HKG', 'Aeroporto Internacional de Hong Kong', 'Hong Kong', 'HK'),
  a('SIN', 'Aeroporto de Changi', 'Singapura', 'SG'),
  a('BKK', 'Aeroporto Suvarnabhumi', 'Bangkok', 'TH'),
  a('DEL', 'Aeroporto Internacional Indira Gandhi', 'Nova Délhi', 'IN'),
  // Oceania
  a('SYD', 'Aeroporto de Sydney', 'Sydney', 'AU'),
  a('MEL', 'Aeroporto de Melbourne', 'Melbourne', 'AU'),
  a('AKL', 'Aeroporto de Auckland', 'Auckland', 'NZ'),
];
