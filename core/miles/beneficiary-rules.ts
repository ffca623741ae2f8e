// How many OTHER people an airline account may issue award tickets for (breaking the cap can freeze the account).
// The rules are data, each with its sources and how far they agree: the arithmetic (beneficiary-limits.ts) reads
// only the fields below, so an admin's correction (server table beneficiary_rules) changes the answer without code.

/** The airline programmes with a beneficiary rule; the holder never counts. */
export const BENEFICIARY_PROGRAMS = ['SMILES', 'LATAM_PASS', 'AZUL', 'TAP'] as const;
export type BeneficiaryProgram = (typeof BENEFICIARY_PROGRAMS)[number];

/**
 * 'calendar_year': what was issued from 1 January of today's year; resets on 1 January.
 * 'rolling': what was issued in the last `windowMonths` months; each ticket frees that many months after its date.
 * 'listed': the programme keeps a list of beneficiaries; a listed person counts even with no ticket and is only
 * freed by the holder removing them there, which we cannot see.
 */
export const BENEFICIARY_RULE_KINDS = ['calendar_year', 'rolling', 'listed'] as const;
export type BeneficiaryRuleKind = (typeof BENEFICIARY_RULE_KINDS)[number];

/** 'people': distinct people; 'tickets': every ticket for someone else counts, the same person twice too. */
export const BENEFICIARY_COUNTS = ['people', 'tickets'] as const;
export type BeneficiaryCounts = (typeof BENEFICIARY_COUNTS)[number];

/** 'high': sources agree; 'medium': one source; 'unconfirmed': sources disagree or a case contradicts ("a confirmar"). */
export const BENEFICIARY_CONFIDENCES = ['high', 'medium', 'unconfirmed'] as const;
export type BeneficiaryConfidence = (typeof BENEFICIARY_CONFIDENCES)[number];

export interface BeneficiarySource {
  /** The site, as DOMAIN.md names it. */
  site: string;
  /** When the source was published or checked, as precise as known: '2024', '2024-04-01'. */
  date: string | null;
}

/** A higher limit for a status level or club, matched against the wallet's tier text. */
export interface BeneficiaryTierLimit {
  tier: string;
  limit: number;
}

export interface BeneficiaryRule {
  program: BeneficiaryProgram;
  kind: BeneficiaryRuleKind;
  counts: BeneficiaryCounts;
  /** Others allowed (the holder excluded): the conservative figure when sources give a range. */
  limit: number;
  /** Length of a 'rolling' window; null for the other kinds. */
  windowMonths: number | null;
  /** Days between adding a new person to the programme's list and issuing for them; null = no wait known. */
  waitDays: number | null;
  /** Higher limits by status level, used only when the wallet's tier names one. */
  tierLimits: BeneficiaryTierLimit[];
  /** The day (yyyy-MM-dd) from which the rule applies. */
  effectiveFrom: string;
  confidence: BeneficiaryConfidence;
  sources: BeneficiarySource[];
  /** What the traveller should know, in pt-BR. */
  notes: string;
}

/** Where one account stands against its programme's rule (computed in beneficiary-limits.ts). */
export interface BeneficiaryLimit {
  program: BeneficiaryProgram;
  /** The account: null = the holder, else a household member's id. */
  memberId: string | null;
  /** The rule in a sentence (pt-BR). */
  rule: string;
  kind: BeneficiaryRuleKind;
  counts: BeneficiaryCounts;
  confidence: BeneficiaryConfidence;
  /** Where the rule comes from: sites and dates. */
  source: string;
  limit: number;
  used: number;
  left: number;
  /** The day the next slot frees; null when nothing is used or nobody can tell (a listed person). */
  freesOn: string | null;
  /** First day of the window counted (1 January; today − window + 1 day); null for a list without a window. */
  periodStart: string | null;
  /** The rolling window's length in months; null for the other kinds. */
  windowMonths: number | null;
  /** Days a newly listed person waits before a ticket can be issued for them; null = none known. */
  waitDays: number | null;
  /** Who is counted (personKey), so a second ticket for one of them is known not to take a new slot. */
  counted: string[];
}

/**
 * DOMAIN.md, "Beneficiaries" (checked 2026-11). Where a source gives no start date, effectiveFrom is the first day of
 * the year of the oldest source that states the rule as it is here.
 */
export const BENEFICIARY_RULES: readonly BeneficiaryRule[] = [
  {
    program: 'SMILES',
    kind: 'calendar_year',
    counts: 'people',
    limit: 25,
    windowMonths: null,
    waitDays: null,
    tierLimits: [],
    effectiveFrom: '2024-01-01',
    confidence: 'high',
    sources: [
      { site: 'pontospravoar.com', date: null },
      { site: 'cartoesdecredito.me', date: '2024' },
    ],
    notes: '25 pessoas diferentes por ano-calendário; o contador zera em 1º de janeiro.',
  },
  {
    program: 'LATAM_PASS',
    kind: 'rolling',
    // A reported case says each ticket counts, not each person: the stricter reading until confirmed.
    counts: 'tickets',
    limit: 24,
    windowMonths: 12,
    waitDays: null,
    tierLimits: [],
    effectiveFrom: '2024-01-01',
    confidence: 'unconfirmed',
    sources: [
      { site: 'pontospravoar.com (regra 1.17 c)', date: null },
      { site: 'cartoesdecredito.me', date: '2024' },
    ],
    notes:
      'Titular + 24 pessoas em 12 meses corridos; 25 ou mais terceiros suspendem a conta por 6 meses. Um caso relatado conta cada bilhete (a confirmar); cada emissão libera 12 meses depois.',
  },
  {
    program: 'AZUL',
    kind: 'listed',
    counts: 'people',
    // 5 to 8 by status level: the lowest until the wallet's tier says otherwise.
    limit: 5,
    windowMonths: null,
    waitDays: 30,
    // The split of 5–8 over the levels is our reading of "by status level" (a confirmar).
    tierLimits: [
      { tier: 'Safira', limit: 6 },
      { tier: 'Topázio', limit: 7 },
      { tier: 'Diamante', limit: 8 },
    ],
    effectiveFrom: '2024-04-01',
    confidence: 'unconfirmed',
    sources: [
      { site: 'cartoesdecredito.me', date: '2024' },
      { site: 'viajaresimples.com.br', date: '2024-04-01' },
      { site: 'passageirodeprimeira.com', date: '2020' },
    ],
    notes:
      'De 5 a 8 beneficiários conforme a categoria (usamos 5 até a categoria ser informada na carteira); um beneficiário novo só pode ser usado 30 dias depois de cadastrado; quem está na lista conta mesmo sem passagem. Crianças de até 2 anos não contam, mas não sabemos a idade de quem viaja: contamos todos.',
  },
  {
    program: 'TAP',
    kind: 'calendar_year',
    counts: 'people',
    limit: 10,
    windowMonths: null,
    waitDays: null,
    tierLimits: [],
    effectiveFrom: '2024-01-01',
    confidence: 'medium',
    sources: [{ site: 'cartoesdecredito.me', date: '2024' }],
    notes: '10 pessoas por ano-calendário (uma fonte só).',
  },
];

/** The default rule of a programme (the core data, before any admin correction). */
export function defaultBeneficiaryRule(program: BeneficiaryProgram): BeneficiaryRule {
  const rule = BENEFICIARY_RULES.find((r) => r.program === program);
  if (!rule) throw new Error(`sem regra de beneficiários para ${program}`);
  return rule;
}
