// The loyalty clubs (monthly subscriptions that credit points or miles every month), as data with their sources:
// the arithmetic (club-value.ts) reads only the fields below, so an admin's dated correction (server table clubs)
// changes every figure without code. A price no source gives is null ("preço a confirmar"), never a guess.
import type { BeneficiaryConfidence, BeneficiarySource } from './beneficiary-rules';
import type { WalletProgram } from './wallet-programs';

/** Each plan the app knows, by a stable id (the admin's PUT path and the database key). */
export const CLUB_IDS = [
  'livelo-500',
  'livelo-7000',
  'esfera-1000',
  'esfera-20000',
  'smiles-1000',
  'smiles-20000',
  'latam-pass-1000',
  'azul-1000',
] as const;
export type ClubId = (typeof CLUB_IDS)[number];

/** The programmes with a club: two points programmes and the three Brazilian airlines. */
export const CLUB_PROGRAMS = [
  'LIVELO',
  'ESFERA',
  'SMILES',
  'LATAM_PASS',
  'AZUL',
] as const satisfies readonly WalletProgram[];
export type ClubProgram = (typeof CLUB_PROGRAMS)[number];

/**
 * What members get on transfers: 'extra' adds `percent` points to a campaign's base (Livelo → Azul: +10 for Clube
 * Livelo); 'tier' means campaigns give members `percent` instead of the base (Smiles: 90 % for Clube members).
 * A campaign that lists the club as a tier is read as the admin entered it (transfer-math.ts bonusFor).
 */
export interface ClubMemberBonus {
  percent: number;
  kind: 'extra' | 'tier';
  /** Where it applies, pt-BR ('campanhas Livelo → Azul'). */
  appliesTo: string;
}

export interface ClubPlan {
  id: ClubId;
  program: ClubProgram;
  /** As the programme names it ('Clube Esfera 1.000'); also the tier name campaigns list it by. */
  planName: string;
  /** R$ per month; null when no source gives it ("preço a confirmar"). */
  monthlyPriceBRL: number | null;
  /** Points or miles credited each month. */
  pointsPerMonth: number;
  memberBonus: ClubMemberBonus | null;
  /** What the club does to expiry, pt-BR; null when not found. */
  expiry: string | null;
  /** Months a member must stay; null when none is known. */
  minimumStayMonths: number | null;
  /** The day (yyyy-MM-dd) from which these figures apply. */
  effectiveFrom: string;
  confidence: BeneficiaryConfidence;
  sources: BeneficiarySource[];
  /** What the traveller should know, pt-BR. */
  notes: string;
}

const LIVELO_EXPIRY = 'Pontos não expiram enquanto a assinatura estiver ativa.';
const LIVELO_BONUS: ClubMemberBonus = { percent: 10, kind: 'extra', appliesTo: 'campanhas Livelo → Azul' };
const LIVELO_SOURCES = [{ site: 'veja.abril.com.br (lançamento do Clube Livelo)', date: null }];
const ESFERA_SOURCES = [{ site: 'passagens.top (lançamento do Clube Esfera)', date: null }];
const SMILES_TIER: ClubMemberBonus = { percent: 90, kind: 'tier', appliesTo: 'campanhas de transferência para Smiles' };

/**
 * DOMAIN.md ("Beneficiaries, expiry, clubs", checked 2026-11) and the stored pages searched for each club's plan.
 * Launch-article prices are marked 'unconfirmed': clubs change prices, so the admins confirm them. effectiveFrom is
 * the first day of the year of the oldest source that states the figure, or 2025-01-01 where the source is undated.
 */
export const CLUB_PLANS: readonly ClubPlan[] = [
  {
    id: 'livelo-500',
    program: 'LIVELO',
    planName: 'Clube Livelo 500',
    monthlyPriceBRL: 21.9,
    pointsPerMonth: 500,
    memberBonus: LIVELO_BONUS,
    expiry: LIVELO_EXPIRY,
    minimumStayMonths: null,
    effectiveFrom: '2025-01-01',
    confidence: 'unconfirmed',
    sources: LIVELO_SOURCES,
    notes: 'Preço do lançamento do clube ("a partir de R$ 21,90"); confirme o valor de hoje no site da Livelo.',
  },
  {
    id: 'livelo-7000',
    program: 'LIVELO',
    planName: 'Clube Livelo 7.000',
    monthlyPriceBRL: 199.9,
    pointsPerMonth: 7000,
    memberBonus: LIVELO_BONUS,
    expiry: LIVELO_EXPIRY,
    minimumStayMonths: null,
    effectiveFrom: '2025-01-01',
    confidence: 'unconfirmed',
    sources: LIVELO_SOURCES,
    notes:
      'Maior plano citado no lançamento do clube; o primeiro ano rendia 16.000 pontos de bônus. Confirme o valor de hoje.',
  },
  {
    id: 'esfera-1000',
    program: 'ESFERA',
    planName: 'Clube Esfera 1.000',
    monthlyPriceBRL: 54.9,
    pointsPerMonth: 1000,
    memberBonus: null,
    expiry: null,
    minimumStayMonths: null,
    effectiveFrom: '2025-01-01',
    confidence: 'medium',
    sources: ESFERA_SOURCES,
    notes: 'Também há planos de 200 pontos (R$ 27,90) e 5.000 pontos (R$ 229,90). Validade dos pontos não encontrada.',
  },
  {
    id: 'esfera-20000',
    program: 'ESFERA',
    planName: 'Clube Esfera 20.000',
    monthlyPriceBRL: 839.9,
    pointsPerMonth: 20000,
    memberBonus: null,
    expiry: null,
    minimumStayMonths: null,
    effectiveFrom: '2025-01-01',
    confidence: 'medium',
    sources: ESFERA_SOURCES,
    notes: 'Validade dos pontos não encontrada.',
  },
  {
    id: 'smiles-1000',
    program: 'SMILES',
    planName: 'Clube Smiles 1.000',
    monthlyPriceBRL: null,
    pointsPerMonth: 1000,
    memberBonus: SMILES_TIER,
    expiry: null,
    minimumStayMonths: 6,
    effectiveFrom: '2025-01-03',
    confidence: 'medium',
    sources: [{ site: 'smiles.com.br (Plano 1.000 anual, 16 mil milhas)', date: '2025-01' }],
    notes:
      'Em 2025-01, quem assinou o Plano 1.000 anual recebeu 16.000 milhas na hora (só novas adesões), com permanência mínima de 6 meses. Em campanhas, membros do Clube costumam ter 90 % de bônus (50 % para os demais).',
  },
  {
    id: 'smiles-20000',
    program: 'SMILES',
    planName: 'Clube Smiles 20.000',
    monthlyPriceBRL: 819,
    pointsPerMonth: 20000,
    memberBonus: { percent: 100, kind: 'tier', appliesTo: 'campanhas de transferência para Smiles' },
    expiry: null,
    minimumStayMonths: 10,
    effectiveFrom: '2021-11-29',
    confidence: 'unconfirmed',
    sources: [
      { site: 'smiles.com.br (promoção de upgrade para o Plano 20.000)', date: '2021-11-29' },
      { site: 'smiles.com.br (Plano 1.000 anual, 16 mil milhas)', date: '2025-01' },
    ],
    notes:
      'Preço de R$ 819/mês no plano anual parcelado, em 2021: confirme o valor de hoje. Dá a categoria Diamante; em campanhas, 100 % de bônus.',
  },
  {
    id: 'latam-pass-1000',
    program: 'LATAM_PASS',
    planName: 'Clube LATAM Pass 1.000',
    monthlyPriceBRL: null,
    pointsPerMonth: 1000,
    memberBonus: null,
    expiry: null,
    minimumStayMonths: null,
    effectiveFrom: '2025-01-01',
    confidence: 'unconfirmed',
    sources: [{ site: 'nenhuma fonte com o preço atual', date: null }],
    notes: 'Não encontramos o preço atual do clube; os administradores o informam.',
  },
  {
    id: 'azul-1000',
    program: 'AZUL',
    planName: 'Clube Azul 1.000',
    monthlyPriceBRL: 45,
    pointsPerMonth: 1000,
    memberBonus: { percent: 10, kind: 'extra', appliesTo: 'transferências de pontos para a Azul' },
    expiry: 'Pontos do clube valem 3 anos (2 anos fora dele).',
    minimumStayMonths: null,
    effectiveFrom: '2025-01-01',
    confidence: 'unconfirmed',
    sources: [
      { site: 'appspoupanca.com', date: null },
      { site: 'levantamento da Bússola: +10 % para o Clube Azul em Livelo → Azul', date: '2026-11' },
    ],
    notes: 'R$ 45 por mês (ou 12 × R$ 42 no plano anual), segundo um blog sem data: confirme no site da Azul.',
  },
];

/** The core data's plan for an id. */
export function defaultClubPlan(id: ClubId): ClubPlan {
  const plan = CLUB_PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`sem clube ${id}`);
  return plan;
}
