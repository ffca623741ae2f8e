// Every pt-BR sentence about beneficiary limits, in one place: the rule in a line, its sources, and the warning a
// plan or the limits screen shows before an issue would break a programme's cap.
import { formatDate } from '../format/dates';
import type { BeneficiaryLimit, BeneficiaryRule } from './beneficiary-rules';
import { programName } from './program-ids';

export const CONFIDENCE_LABELS = { high: 'confirmada', medium: 'fonte única', unconfirmed: 'a confirmar' } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The rule in a line: '25 pessoas por ano-calendário (zera em 1º de janeiro)'. */
export function ruleSummary(
  rule: Pick<BeneficiaryRule, 'kind' | 'counts' | 'limit' | 'windowMonths' | 'waitDays' | 'tierLimits'>,
) {
  const who =
    rule.counts === 'tickets' ? plural(rule.limit, 'passagem', 'passagens') : plural(rule.limit, 'pessoa', 'pessoas');
  if (rule.kind === 'calendar_year') return `${who} por ano-calendário (zera em 1º de janeiro)`;
  if (rule.kind === 'rolling') {
    const each = rule.counts === 'tickets' ? '; cada passagem conta' : '';
    return `${who} em ${rule.windowMonths ?? 12} meses corridos${each}`;
  }
  const wait = rule.waitDays ? `; ${rule.waitDays} dias de espera para um novo` : '';
  const top = Math.max(rule.limit, ...rule.tierLimits.map((t) => t.limit));
  const listed =
    top > rule.limit
      ? `${rule.limit} a ${top} beneficiários cadastrados, conforme a categoria`
      : plural(rule.limit, 'beneficiário cadastrado', 'beneficiários cadastrados');
  return `${listed}${wait}`;
}

/** 'pontospravoar.com; cartoesdecredito.me (2024)', with 'a confirmar' when the sources disagree. */
export function ruleSourceText(rule: Pick<BeneficiaryRule, 'sources' | 'confidence'>): string {
  const sites = rule.sources.map((s) => (s.date ? `${s.site} (${s.date})` : s.site)).join('; ');
  return rule.confidence === 'unconfirmed' ? `${sites || 'sem fonte'} — a confirmar` : sites || 'sem fonte';
}

/** Whose account, as a sentence starts: 'Sua conta' for the holder, 'A conta de Ana' for a member. */
export function accountLabel(name: string | null | undefined): string {
  return name ? `A conta de ${name}` : 'Sua conta';
}

/** The window in words: 'em 2026', 'nos últimos 12 meses'; '' for a list. */
function periodText(limit: BeneficiaryLimit): string {
  if (limit.kind === 'calendar_year') return ` em ${(limit.periodStart ?? '').slice(0, 4)}`;
  if (limit.kind === 'rolling') return ` nos últimos ${limit.windowMonths ?? 12} meses`;
  return '';
}

export interface LimitWarning {
  limit: BeneficiaryLimit;
  accountName: string | null | undefined;
  /** Slots the issue would take. */
  needed: number;
}

/** 'A conta de Ana já emitiu para 25 pessoas em 2026; o limite da Smiles é 25. Libera em 01/01/2027.' */
export function limitReachedText({ limit, accountName, needed }: LimitWarning): string {
  const account = accountLabel(accountName);
  const program = programName(limit.program);
  const period = periodText(limit);
  const done =
    limit.kind === 'listed'
      ? `${account} já tem ${plural(limit.used, 'beneficiário cadastrado', 'beneficiários cadastrados')} na ${program}`
      : limit.counts === 'tickets'
        ? `${account} já emitiu ${plural(limit.used, 'passagem', 'passagens')} para outras pessoas${period}`
        : `${account} já emitiu para ${plural(limit.used, 'pessoa', 'pessoas')}${period}`;
  const asks = needed > limit.left ? ` e esta emissão pediria mais ${needed}` : '';
  const frees = limit.freesOn ? ` Libera uma vaga em ${formatDate(limit.freesOn)}.` : '';
  const unsure = limit.confidence === 'unconfirmed' ? ' (regra a confirmar)' : '';
  return `${done}; o limite da ${program} é ${limit.limit}${unsure}${limit.used < limit.limit ? asks : ''}.${frees}`;
}

/** A new person on a list with a wait: 'A Azul Fidelidade só libera um beneficiário novo 30 dias após o cadastro…'. */
export function waitText(limit: BeneficiaryLimit, newPeople: number): string {
  return `A ${programName(limit.program)} só libera um beneficiário novo ${limit.waitDays} dias após o cadastro: cadastre ${newPeople === 1 ? 'essa pessoa' : `essas ${newPeople} pessoas`} com antecedência.`;
}
