// pt-BR words of "Minhas milhas": units, where a default milheiro comes from, the programmes by kind.
import {
  type DefaultBasis,
  WALLET_PROGRAM_INFO,
  WALLET_PROGRAMS,
  type WalletProgram,
} from '@core/miles/wallet-programs';

export const unitOf = (code: WalletProgram) => (WALLET_PROGRAM_INFO[code].kind === 'airline' ? 'milhas' : 'pontos');

export const BASIS_LABEL: Readonly<Record<DefaultBasis, string>> = {
  spec: 'valor de referência',
  'domain-estimate': 'valor de referência (estimativa)',
  analogy: 'valor de referência (por analogia, a confirmar)',
};

export const POINTS_PROGRAMS = WALLET_PROGRAMS.filter((p) => WALLET_PROGRAM_INFO[p].kind === 'points');
export const AIRLINE_PROGRAMS = WALLET_PROGRAMS.filter((p) => WALLET_PROGRAM_INFO[p].kind === 'airline');

/** "Livelo → Smiles". */
export const pairName = (from: WalletProgram, to: WalletProgram) =>
  `${WALLET_PROGRAM_INFO[from].name} → ${WALLET_PROGRAM_INFO[to].name}`;
