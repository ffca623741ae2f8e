/** SPEC §3 "Airport hub". Brazilian hubs also say what kind of hub they are and in which region. */
export interface AirportHub {
  cidade: string;
  aeroporto: string;
  codigo_iata: string;
  pais: string;
  continente: string;
  tipo?: BrazilHubType;
  regiao?: BrazilRegion;
}

/** A Brazilian hub always carries its type and region. */
export interface BrazilAirportHub extends AirportHub {
  tipo: BrazilHubType;
  regiao: BrazilRegion;
}

/** 'Hub internacional': a home base with long-haul flights; 'Hub doméstico': an airline's connection base. */
export type BrazilHubType = 'Hub internacional' | 'Hub doméstico' | 'Internacional';
export type BrazilRegion = 'Norte' | 'Nordeste' | 'Centro-Oeste' | 'Sudeste' | 'Sul';

export type HubScope = 'internacional' | 'brasil';

export interface HubGroup {
  id: string;
  titulo: string;
  /** Why these hubs matter for award bookings from Brazil. */
  descricao: string;
  scope: HubScope;
  hubs: AirportHub[];
}

const hub = (codigo_iata: string, cidade: string, aeroporto: string, pais: string, continente: string): AirportHub => ({
  codigo_iata,
  cidade,
  aeroporto,
  pais,
  continente,
});

const br = (
  codigo_iata: string,
  cidade: string,
  aeroporto: string,
  tipo: BrazilHubType,
  regiao: BrazilRegion,
): BrazilAirportHub => ({
  codigo_iata,
  cidade,
  aeroporto,
  pais: 'Brasil',
  continente: 'América do Sul',
  tipo,
  regiao,
});

/** SPEC §9: six groups of 7, 4, 8, 10, 6 and 12 hubs. */
export const HUB_GROUPS: readonly HubGroup[] = [
  {
    id: 'america-do-norte',
    titulo: 'América do Norte',
    descricao:
      'O destino mais emitido com milhas saindo do Brasil. A LATAM voa direto para Miami, Orlando e Nova York, a Azul para Orlando, a American (oneworld) para Miami, Nova York e Dallas, a Delta (SkyTeam) para Atlanta, a United (Star Alliance) para Houston e a Aeroméxico para a Cidade do México, todas com conexões para o resto do continente.',
    scope: 'internacional',
    hubs: [
      hub('MIA', 'Miami', 'Aeroporto Internacional de Miami', 'Estados Unidos', 'América do Norte'),
      hub('MCO', 'Orlando', 'Aeroporto Internacional de Orlando', 'Estados Unidos', 'América do Norte'),
      hub('JFK', 'Nova York', 'Aeroporto Internacional John F. Kennedy', 'Estados Unidos', 'América do Norte'),
      hub(
        'ATL',
        'Atlanta',
        'Aeroporto Internacional Hartsfield-Jackson de Atlanta',
        'Estados Unidos',
        'América do Norte',
      ),
      hub('DFW', 'Dallas', 'Aeroporto Internacional de Dallas/Fort Worth', 'Estados Unidos', 'América do Norte'),
      hub('IAH', 'Houston', 'Aeroporto Intercontinental George Bush', 'Estados Unidos', 'América do Norte'),
      hub('MEX', 'Cidade do México', 'Aeroporto Internacional Benito Juárez', 'México', 'América do Norte'),
    ],
  },
  {
    id: 'america-do-sul',
    titulo: 'América do Sul',
    descricao:
      'Trechos curtos que custam poucas milhas. Santiago e Lima são hubs da LATAM (LATAM Pass e parceiros oneworld), com saídas para a Oceania e a costa oeste dos EUA; Bogotá é a base da Avianca (Star Alliance) para o Caribe e a América Central; Buenos Aires tem Aerolíneas Argentinas (SkyTeam), emitida com Smiles.',
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
      'Quase toda a Europa fica a uma conexão do Brasil: TAP (Star Alliance) em Lisboa, Iberia (oneworld) em Madri, Air France e KLM (SkyTeam, parceiras da Smiles) em Paris e Amsterdã, Lufthansa em Frankfurt, British Airways em Londres, ITA em Roma e Swiss em Zurique, todas com voos diretos de Guarulhos ou do Galeão.',
    scope: 'internacional',
    hubs: [
      hub('LIS', 'Lisboa', 'Aeroporto Humberto Delgado', 'Portugal', 'Europa'),
      hub('MAD', 'Madri', 'Aeroporto Adolfo Suárez Madrid-Barajas', 'Espanha', 'Europa'),
      hub('CDG', 'Paris', 'Aeroporto Paris-Charles de Gaulle', 'França', 'Europa'),
      hub('AMS', 'Amsterdã', 'Aeroporto de Amsterdã-Schiphol', 'Países Baixos', 'Europa'),
      hub('FRA', 'Frankfurt', 'Aeroporto de Frankfurt', 'Alemanha', 'Europa'),
      hub('LHR', 'Londres', 'Aeroporto de Londres-Heathrow', 'Reino Unido', 'Europa'),
      hub('FCO', 'Roma', 'Aeroporto Leonardo da Vinci-Fiumicino', 'Itália', 'Europa'),
      hub('ZRH', 'Zurique', 'Aeroporto de Zurique', 'Suíça', 'Europa'),
    ],
  },
  {
    id: 'asia-oriente-medio',
    titulo: 'Ásia e Oriente Médio',
    descricao:
      'Emirates (Dubai), Qatar Airways (Doha, oneworld) e Turkish Airlines (Istambul, Star Alliance) voam direto do Brasil e são a porta de entrada para a Ásia; Etihad, em Abu Dhabi, chega por conexão. No Extremo Oriente, Tóquio, Singapura, Hong Kong, Seul, Bangkok e Nova Délhi concentram as conexões das três alianças.',
    scope: 'internacional',
    hubs: [
      hub('DXB', 'Dubai', 'Aeroporto Internacional de Dubai', 'Emirados Árabes Unidos', 'Ásia'),
      hub('DOH', 'Doha', 'Aeroporto Internacional Hamad', 'Catar', 'Ásia'),
      hub('AUH', 'Abu Dhabi', 'Aeroporto Internacional Zayed', 'Emirados Árabes Unidos', 'Ásia'),
      hub('IST', 'Istambul', 'Aeroporto de Istambul', 'Turquia', 'Europa'),
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
      'A Oceania se alcança via Santiago, com LATAM e Qantas (oneworld) para Sydney, Melbourne e Auckland. Na África, Joanesburgo (South African Airways, Star Alliance), Adis Abeba (Ethiopian, Star Alliance) e Casablanca (Royal Air Maroc, oneworld) são as portas de entrada a partir de São Paulo, boas opções para emitir com programas parceiros.',
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
      'De onde saem os voos internacionais e onde as companhias brasileiras concentram suas conexões: LATAM e GOL em Guarulhos e Brasília, GOL também no Galeão, Azul em Viracopos, Confins e Recife. Sair de um hub costuma render mais datas disponíveis em milhas do que sair de uma cidade menor.',
    scope: 'brasil',
    hubs: [
      br('GRU', 'São Paulo', 'Aeroporto Internacional de São Paulo/Guarulhos', 'Hub internacional', 'Sudeste'),
      br('GIG', 'Rio de Janeiro', 'Aeroporto Internacional do Rio de Janeiro/Galeão', 'Hub internacional', 'Sudeste'),
      br('VCP', 'Campinas', 'Aeroporto Internacional de Viracopos', 'Hub internacional', 'Sudeste'),
      br('BSB', 'Brasília', 'Aeroporto Internacional de Brasília', 'Hub doméstico', 'Centro-Oeste'),
      br('CNF', 'Belo Horizonte', 'Aeroporto Internacional de Belo Horizonte-Confins', 'Hub doméstico', 'Sudeste'),
      br('REC', 'Recife', 'Aeroporto Internacional do Recife/Guararapes', 'Hub doméstico', 'Nordeste'),
      br('FOR', 'Fortaleza', 'Aeroporto Internacional Pinto Martins', 'Internacional', 'Nordeste'),
      br('SSA', 'Salvador', 'Aeroporto Internacional de Salvador', 'Internacional', 'Nordeste'),
      br('POA', 'Porto Alegre', 'Aeroporto Internacional Salgado Filho', 'Internacional', 'Sul'),
      br('CWB', 'Curitiba', 'Aeroporto Internacional Afonso Pena', 'Internacional', 'Sul'),
      br('BEL', 'Belém', 'Aeroporto Internacional de Belém', 'Internacional', 'Norte'),
      br('MAO', 'Manaus', 'Aeroporto Internacional Eduardo Gomes', 'Internacional', 'Norte'),
    ],
  },
];

/** The groups shown on one tab of the hubs page: 'internacional' (35 hubs) or 'brasil' (12 hubs). */
export function hubGroupsByScope(scope: HubScope): HubGroup[] {
  return HUB_GROUPS.filter((group) => group.scope === scope);
}

export const INTERNATIONAL_HUB_GROUPS: readonly HubGroup[] = hubGroupsByScope('internacional');
export const BRAZIL_HUB_GROUPS: readonly HubGroup[] = hubGroupsByScope('brasil');
