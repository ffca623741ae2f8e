// Alianças e Acordos: the three global alliances, the Brazilian programmes with their
// partner airlines, and where points come from. Only long-standing, public facts; partnerships change, so the
// page tells the reader to confirm on the programme's site before transferring or issuing.
import { PROGRAMS, type ProgramFamily, programOfFamily } from '../miles/program-ids';

export interface GlobalAlliance {
  id: 'star' | 'oneworld' | 'skyteam';
  name: string;
  /** Members a Brazilian traveller meets most (not the full list). */
  members: readonly string[];
}

export const GLOBAL_ALLIANCES: readonly GlobalAlliance[] = [
  {
    id: 'star',
    name: 'Star Alliance',
    members: [
      'United Airlines',
      'Lufthansa',
      'TAP Air Portugal',
      'Swiss',
      'Air Canada',
      'Copa Airlines',
      'Avianca',
      'Turkish Airlines',
    ],
  },
  {
    id: 'oneworld',
    name: 'oneworld',
    members: [
      'American Airlines',
      'British Airways',
      'Iberia',
      'Qatar Airways',
      'Qantas',
      'Japan Airlines',
      'Finnair',
      'Cathay Pacific',
    ],
  },
  {
    id: 'skyteam',
    name: 'SkyTeam',
    members: ['Air France', 'KLM', 'Delta', 'Aeroméxico', 'Aerolíneas Argentinas', 'Korean Air', 'Virgin Atlantic'],
  },
];

export interface BrazilianProgramme {
  family: Exclude<ProgramFamily, 'virgin'>;
  name: string;
  airline: string;
  /** The airline's place among the alliances, in one sentence. */
  alliance: string;
  /** Airlines whose flights the programme is known to issue besides its own. */
  partners: readonly string[];
  /** How this app searches the programme (what the results screen shows for it). */
  inThisApp: string;
}

export const BRAZILIAN_PROGRAMMES: readonly BrazilianProgramme[] = [
  {
    family: 'latam',
    name: programOfFamily('latam').name,
    airline: 'LATAM Airlines',
    alliance:
      'A LATAM deixou a oneworld em 2020 e hoje não faz parte de nenhuma aliança; mantém uma parceria estratégica com a Delta.',
    partners: ['Delta', 'Virgin Atlantic', 'companhias do grupo LATAM (Brasil, Chile, Peru, Colômbia, Equador)'],
    inThisApp:
      'Assentos em voos da LATAM chegam pela Seats.aero (fontes American AAdvantage e Virgin Atlantic) e aparecem como LATAM Pass, com "via Virgin Atlantic" quando é esse programa que cobra as milhas.',
  },
  {
    family: 'smiles',
    name: programOfFamily('smiles').name,
    airline: 'GOL',
    alliance: 'A GOL não pertence a nenhuma aliança; a Smiles emite voos de companhias parceiras de várias alianças.',
    partners: [
      'Air France',
      'KLM',
      'Aerolíneas Argentinas',
      'American Airlines',
      'Copa Airlines',
      'Emirates',
      'Turkish Airlines',
    ],
    inThisApp:
      'Ofertas da Smiles chegam pela Seats.aero; sem chave configurada, a tabela fixa de referência dá uma estimativa.',
  },
  {
    family: 'azul',
    name: programOfFamily('azul').name,
    airline: 'Azul',
    alliance: 'A Azul não pertence a nenhuma aliança; tem acordos com companhias da Star Alliance, como United e TAP.',
    partners: ['United Airlines', 'TAP Air Portugal'],
    inThisApp:
      'Ofertas do Azul Fidelidade (antigo TudoAzul) chegam pela Seats.aero; sem chave configurada, vale a tabela fixa de referência.',
  },
];

export interface TransferPartner {
  name: string;
  description: string;
  /** Programmes its points can be transferred to. */
  transfersTo: readonly Exclude<ProgramFamily, 'virgin'>[];
}

/** Points programmes that transfer to all three Brazilian programmes (often with periodic bonuses). */
export const TRANSFER_PARTNERS: readonly TransferPartner[] = [
  {
    name: PROGRAMS.LIVELO.name,
    description: 'Programa de pontos de cartões de vários bancos (entre eles Bradesco e Banco do Brasil).',
    transfersTo: ['latam', 'smiles', 'azul'],
  },
  {
    name: PROGRAMS.ESFERA.name,
    description: 'Programa de pontos dos cartões Santander.',
    transfersTo: ['latam', 'smiles', 'azul'],
  },
];

export const PARTNERSHIPS_CHANGE_NOTE =
  'Parcerias e regras de transferência mudam com frequência: confirme no site do programa antes de transferir pontos ou emitir uma passagem.';
