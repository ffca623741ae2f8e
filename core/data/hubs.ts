/** SPEC §3 "Airport hub". Brazilian hubs also say what kind of hub they are and where. */
export interface AirportHub {
  cidade: string;
  aeroporto: string;
  codigo_iata: string;
  pais: string;
  continente: string;
  tipo?: string;
  regiao?: string;
}

export interface HubGroup {
  id: string;
  titulo: string;
  descricao: string;
  scope: 'internacional' | 'brasil';
  hubs: AirportHub[];
}

const hub = (codigo_iata: string, cidade: string, aeroporto: string, pais: string, continente: string): AirportHub => ({
  codigo_iata,
  cidade,
  aeroporto,
  pais,
  continente,
});

const br = (codigo_iata: string, cidade: string, aeroporto: string, tipo: string, regiao: string): AirportHub => ({
  codigo_iata,
  cidade,
  aeroporto,
  pais: 'Brasil',
  continente: 'América do Sul',
  tipo,
  regiao,
});

/** SPEC §9: six groups of 7, 4, 8, 10, 6 and 12 hubs. */
export const HUB_GROUPS: HubGroup[] = [
  {
    id: 'america-do-norte',
    titulo: 'América do Norte',
    descricao:
      'Portas de entrada dos voos diretos do Brasil: American (oneworld) em Miami e Dallas, Delta (SkyTeam) em Atlanta e Nova York, United (Star Alliance) em Houston e Aeroméxico na Cidade do México.',
    scope: 'internacional',
    hubs: [
      hub('MIA', 'Miami', 'Aeroporto Internacional de Miami', 'Estados Unidos', 'América do Norte'),
      hub('MCO', 'Orlando', 'Aeroporto Internacional de Orlando', 'Estados Unidos', 'América do Norte'),
      hub('JFK', 'Nova York', 'Aeroporto Internacional John F. Kennedy', 'Estados Unidos', 'América do Norte'),
      hub('ATL', 'Atlanta', 'Aeroporto Internacional Hartsfield-Jackson', 'Estados Unidos', 'América do Norte'),
      hub('DFW', 'Dallas', 'Aeroporto Internacional de Dallas/Fort Worth', 'Estados Unidos', 'América do Norte'),
      hub('IAH', 'Houston', 'Aeroporto Intercontinental George Bush', 'Estados Unidos', 'América do Norte'),
      hub('MEX', 'Cidade do México', 'Aeroporto Internacional Benito Juárez', 'México', 'América do Norte'),
    ],
  },
  {
    id: 'america-do-sul',
    titulo: 'América do Sul',
    descricao:
      'Hubs da LATAM em Santiago e Lima, da Avianca em Bogotá e de Aerolíneas em Buenos Aires: boas conexões para a costa oeste, Caribe e Oceania com as mesmas milhas.',
    scope: 'internacional',
    hubs: [
      hub('SCL', 'Santiago', 'Aeroporto Internacional Arturo Merino Benítez', 'Chile', 'América do Sul'),
      hub('LIM', 'Lima', 'Aeroporto Internacional Jorge Chávez', 'Peru', 'América do Sul'),
      hub('BOG', 'Bogotá', 'Aeroporto Internacional El Dorado', 'Colômbia', 'América do Sul'),
      hub('EZE', 'Buenos Aires', 'Aeroporto Internacional Ministro Pistarini (Ezeiza)', 'Argentina', 'América do Sul'),
    ],
  },
  {
    id: 'europa',
    titulo: 'Europa',
    descricao:
      'TAP em Lisboa, Iberia em Madri, Air France e KLM em Paris e Amsterdã, Lufthansa em Frankfurt, British Airways em Londres, ITA em Roma e Swiss em Zurique: quase toda a Europa a uma conexão do Brasil.',
    scope: 'internacional',
    hubs: [
      hub('LIS', 'Lisboa', 'Aeroporto Humberto Delgado', 'Portugal', 'Europa'),
      hub('MAD', 'Madri', 'Aeroporto Adolfo Suárez Madrid-Barajas', 'Espanha', 'Europa'),
      hub('CDG', 'Paris', 'Aeroporto Paris-Charles de Gaulle', 'França', 'Europa'),
      hub('AMS', 'Amsterdã', 'Aeroporto de Amsterdã-Schiphol', 'Países Baixos', 'Europa'),
      hub('FRA', 'Frankfurt', 'Aeroporto de Frankfurt', 'Alemanha', 'Europa'),
      hub('LHR', 'Londres', 'Aeroporto de Londres-Heathrow', 'Reino Unido', 'Europa'),
      hub('FCO', 'Roma', 'Aeroporto de Roma-Fiumicino Leonardo da Vinci', 'Itália', 'Europa'),
      hub('ZRH', 'Zurique', 'Aeroporto de Zurique', 'Suíça', 'Europa'),
    ],
  },
  {
    id: 'asia-oriente-medio',
    titulo: 'Ásia e Oriente Médio',
    descricao:
      'Emirates, Qatar e Etihad ligam o Brasil ao Golfo e dali à Ásia; Turkish em Istambul; no Extremo Oriente, Tóquio, Singapura, Hong Kong, Seul, Bangkok e Délhi concentram as conexões das alianças.',
    scope: 'internacional',
    hubs: [
      hub('DXB', 'Dubai', 'Aeroporto Internacional de Dubai', 'Emirados Árabes Unidos', 'Ásia'),
      hub('DOH', 'Doha', 'Aeroporto Internacional Hamad', 'Catar', 'Ásia'),
      hub('AUH', 'Abu Dhabi', 'Aeroporto Internacional Zayed', 'Emirados Árabes Unidos', 'Ásia'),
      hub('IST', 'Istambul', 'Aeroporto de Istambul', 'Turquia', 'Europa/Ásia'),
      hub('HND', 'Tóquio', 'Aeroporto de Tóquio-Haneda', 'Japão', 'Ásia'),
      hub('SIN', 'Singapura', 'Aeroporto de Singapura-Changi', 'Singapura', 'Ásia'),
      hub('HKG', 'Hong Kong', 'Aeroporto Internacional de Hong Kong', 'China (Hong Kong)', 'Ásia'),
      hub('ICN', 'Seul', 'Aeroporto Internacional de Incheon', 'Coreia do Sul', 'Ásia'),
      hub('BKK', 'Bangkok', 'Aeroporto de Suvarnabhumi', 'Tailândia', 'Ásia'),
      hub('DEL', 'Nova Délhi', 'Aeroporto Internacional Indira Gandhi', 'Índia', 'Ásia'),
    ],
  },
  {
    id: 'oceania-africa',
    titulo: 'Oceania e África',
    descricao:
      'Qantas e Air New Zealand em Sydney, Melbourne e Auckland (via Santiago); South African em Joanesburgo, Ethiopian em Adis Abeba e Royal Air Maroc em Casablanca abrem a África.',
    scope: 'internacional',
    hubs: [
      hub('SYD', 'Sydney', 'Aeroporto de Sydney Kingsford Smith', 'Austrália', 'Oceania'),
      hub('MEL', 'Melbourne', 'Aeroporto de Melbourne-Tullamarine', 'Austrália', 'Oceania'),
      hub('AKL', 'Auckland', 'Aeroporto de Auckland', 'Nova Zelândia', 'Oceania'),
      hub('JNB', 'Joanesburgo', 'Aeroporto Internacional O. R. Tambo', 'África do Sul', 'África'),
      hub('ADD', 'Adis Abeba', 'Aeroporto Internacional de Bole', 'Etiópia', 'África'),
      hub('CMN', 'Casablanca', 'Aeroporto Internacional Mohammed V', 'Marrocos', 'África'),
    ],
  },
  {
    id: 'brasil',
    titulo: 'Brasil',
    descricao:
      'De onde saem os voos internacionais e onde as companhias brasileiras concentram conexões: LATAM em Guarulhos e Brasília, Azul em Viracopos, Confins e Recife, GOL em Guarulhos, Galeão e Brasília.',
    scope: 'brasil',
    hubs: [
      br('GRU', 'São Paulo', 'Aeroporto Internacional de Guarulhos', 'Internacional · hub LATAM e GOL', 'Sudeste'),
      br('GIG', 'Rio de Janeiro', 'Aeroporto Internacional do Galeão', 'Internacional · hub GOL', 'Sudeste'),
      br('VCP', 'Campinas', 'Aeroporto Internacional de Viracopos', 'Internacional · hub Azul', 'Sudeste'),
      br('BSB', 'Brasília', 'Aeroporto Internacional de Brasília', 'Hub doméstico', 'Centro-Oeste'),
      br('CNF', 'Belo Horizonte', 'Aeroporto Internacional de Confins', 'Hub doméstico · Azul', 'Sudeste'),
      br('REC', 'Recife', 'Aeroporto Internacional do Recife/Guararapes', 'Internacional · hub Azul', 'Nordeste'),
      br('FOR', 'Fortaleza', 'Aeroporto Internacional de Fortaleza', 'Internacional', 'Nordeste'),
      br('SSA', 'Salvador', 'Aeroporto Internacional de Salvador', 'Internacional', 'Nordeste'),
      br('POA', 'Porto Alegre', 'Aeroporto Internacional Salgado Filho', 'Internacional', 'Sul'),
      br('CWB', 'Curitiba', 'Aeroporto Internacional Afonso Pena', 'Doméstico', 'Sul'),
      br('BEL', 'Belém', 'Aeroporto Internacional de Belém', 'Doméstico', 'Norte'),
      br('MAO', 'Manaus', 'Aeroporto Internacional Eduardo Gomes', 'Internacional', 'Norte'),
    ],
  },
];

export const INTERNATIONAL_HUB_GROUPS = HUB_GROUPS.filter((g) => g.scope === 'internacional');
export const BRAZIL_HUB_GROUPS = HUB_GROUPS.filter((g) => g.scope === 'brasil');
