// How long points and miles last from the day they are credited, per programme, with the conditions that change it
// (a club, a status) and where each rule comes from (DOMAIN.md, "Beneficiaries, expiry, clubs", checked 2026-11).
// The rules only PROPOSE a lot's expiry date on the form: the traveller can always type the date the programme shows.
import { addMonthsIso } from './wallet-lots';
import type { WalletProgram } from './wallet-programs';

/** 'high': sources agree; 'medium': one source; 'unconfirmed': weak or partial ("a confirmar"). */
export type ExpiryConfidence = 'high' | 'medium' | 'unconfirmed';

export interface ExpirySource {
  site: string;
  /** When published or checked, as precise as known. */
  date: string | null;
}

export interface ExpiryRule {
  program: WalletProgram;
  /** Months from the credit date; null = unknown (the traveller informs the date). */
  validityMonths: number | null;
  /** For which points the validity holds, when not all ('milhas de bônus e transferidas entre contas'). */
  appliesTo: string | null;
  /** What stops or changes the expiry, in pt-BR ('não expira enquanto no Clube Livelo'). */
  conditions: string[];
  confidence: ExpiryConfidence;
  sources: ExpirySource[];
}

const UNKNOWN = (program: WalletProgram): ExpiryRule => ({
  program,
  validityMonths: null,
  appliesTo: null,
  conditions: ['Regra não levantada: informe a data de expiração que o programa mostra.'],
  confidence: 'unconfirmed',
  sources: [],
});

export const EXPIRY_RULES: Readonly<Record<WalletProgram, ExpiryRule>> = {
  LIVELO: {
    program: 'LIVELO',
    validityMonths: 24,
    appliesTo: null,
    conditions: ['Não expira enquanto você estiver no Clube Livelo.'],
    confidence: 'medium',
    sources: [
      { site: 'regulamento de parceiros Livelo', date: null },
      { site: 'veja.abril.com.br', date: null },
    ],
  },
  LATAM_PASS: {
    program: 'LATAM_PASS',
    validityMonths: 24,
    appliesTo: null,
    conditions: ['Gold ou acima: não expira enquanto mantiver a categoria (desde 01/04/2025).'],
    confidence: 'high',
    sources: [
      { site: 'latam.com', date: null },
      { site: 'passageirodeprimeira.com', date: '2025-01' },
    ],
  },
  SMILES: {
    program: 'SMILES',
    validityMonths: 12,
    appliesTo: 'milhas de bônus e milhas transferidas entre contas Smiles',
    conditions: [
      'Prorrogação paga de 30, 60 ou 90 dias para milhas que vencem em até 30 dias (mínimo 500).',
      'Validade das demais milhas: a confirmar no extrato Smiles.',
    ],
    confidence: 'medium',
    sources: [
      { site: 'smiles.com.br', date: '2021; 2023' },
      { site: 'passageirodeprimeira.com', date: null },
    ],
  },
  AZUL: {
    program: 'AZUL',
    validityMonths: 24,
    appliesTo: 'categoria Básico',
    conditions: ['Categorias e clube mais altos têm validade maior desde 01/04/2024 (valores a confirmar).'],
    confidence: 'unconfirmed',
    sources: [{ site: 'destinodicas.com', date: '2024' }],
  },
  ESFERA: {
    ...UNKNOWN('ESFERA'),
    conditions: ['Regra da Esfera não encontrada: informe a data de expiração que aparece no seu extrato.'],
  },
  TAP: UNKNOWN('TAP'),
  ATOMOS: UNKNOWN('ATOMOS'),
  IUPP: UNKNOWN('IUPP'),
  INTER_LOOP: UNKNOWN('INTER_LOOP'),
  ACCOR_ALL: UNKNOWN('ACCOR_ALL'),
};

/** The day a lot credited on `creditedOn` expires under its programme's rule; null when the rule has no number. */
export function proposedExpiry(program: WalletProgram, creditedOn: string): string | null {
  const months = EXPIRY_RULES[program].validityMonths;
  return months === null ? null : addMonthsIso(creditedOn, months);
}

/** 'latam.com; passageirodeprimeira.com (2025-01)', with ' — a confirmar' when the rule is weak. */
export function expirySourceText(rule: Pick<ExpiryRule, 'sources' | 'confidence'>): string {
  const sites = rule.sources.map((s) => (s.date ? `${s.site} (${s.date})` : s.site)).join('; ') || 'sem fonte';
  return rule.confidence === 'unconfirmed' ? `${sites} — a confirmar` : sites;
}

/** The rule in a line: '24 meses a partir do crédito (categoria Básico)' or 'Validade desconhecida: informe a data'. */
export function expiryRuleSummary(rule: ExpiryRule): string {
  if (rule.validityMonths === null) return 'Validade desconhecida: informe a data';
  const scope = rule.appliesTo ? ` (${rule.appliesTo})` : '';
  return `${rule.validityMonths} meses a partir do crédito${scope}`;
}
