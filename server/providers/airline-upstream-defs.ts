import type { AirlineTestRequest } from '@core/schemas/airline-tests';
import { PROGRAMS } from '@core/miles/program-ids';
import type { RowKind } from './airline-upstream-rows';

/** The airline upstreams (README "Airline upstreams"): who they are and what they answer, without the client. */

export type UpstreamName = 'latam' | 'azul' | 'voegol' | 'smiles' | 'azulmilhas';

export interface UpstreamDef<K extends RowKind = RowKind> {
  name: UpstreamName;
  /** The provider's id in the search engine. */
  id: string;
  source: 'latam_api' | 'azul_api' | 'voegol_api' | 'smiles_api' | 'azulmilhas_api';
  /** pt-BR name in messages. */
  label: string;
  rowKind: K;
  path: '/search' | '/search/miles';
  envVar: 'LATAM_UPSTREAM_URL' | 'AZUL_UPSTREAM_URL' | 'VOEGOL_UPSTREAM_URL' | 'SMILES_UPSTREAM_URL';
  /** Airline shown when the row does not name one. */
  airline: string;
  /** Loyalty programme of miles rows. */
  program?: string;
}

export const UPSTREAMS = {
  latam: {
    name: 'latam',
    id: 'latam_api',
    source: 'latam_api',
    label: 'LATAM',
    rowKind: 'cash',
    path: '/search',
    envVar: 'LATAM_UPSTREAM_URL',
    airline: 'LATAM',
  },
  azul: {
    name: 'azul',
    id: 'azul_api',
    source: 'azul_api',
    label: 'Azul',
    rowKind: 'cash',
    path: '/search',
    envVar: 'AZUL_UPSTREAM_URL',
    airline: 'Azul',
  },
  voegol: {
    name: 'voegol',
    id: 'voegol',
    source: 'voegol_api',
    label: 'VoeGol',
    rowKind: 'voegol',
    path: '/search',
    envVar: 'VOEGOL_UPSTREAM_URL',
    airline: 'GOL',
  },
  smiles: {
    name: 'smiles',
    id: 'smiles_api',
    source: 'smiles_api',
    label: PROGRAMS.SMILES.name,
    rowKind: 'miles',
    path: '/search',
    envVar: 'SMILES_UPSTREAM_URL',
    airline: 'GOL',
    program: PROGRAMS.SMILES.name,
  },
  azulmilhas: {
    name: 'azulmilhas',
    id: 'azulmilhas_api',
    source: 'azulmilhas_api',
    label: PROGRAMS.AZUL.name,
    rowKind: 'miles',
    path: '/search/miles',
    envVar: 'AZUL_UPSTREAM_URL',
    airline: 'Azul',
    program: PROGRAMS.AZUL.name,
  },
} as const satisfies Record<UpstreamName, UpstreamDef>;

/** The body we POST (README): passengers split, cabin one of ECONOMY, PREMIUM_ECONOMY, BUSINESS, FIRST. */
export type UpstreamRequest = AirlineTestRequest;
