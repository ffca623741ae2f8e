import { formatMonthName } from '../format/dates';
import { formatMiles } from '../format/miles';
import { formatPercent } from '../format/numbers';
import { AWARD_PROGRAMS, type AwardProgram, programOfAward } from '../miles/program-ids';
import type { MilesVerdict, PriceInsight } from '../schemas/insight';

/**
 * The miles verdict in one pt-BR sentence, the same on the search card, the award table and the calendar:
 * '12.000 milhas Smiles GRU–SSA está 35% abaixo do típico (mediana de 18.500 em janeiro, 42 observações)'.
 */

export interface MilesSentenceInput {
  /** One traveller's miles for the award. */
  miles: number;
  origin: string;
  destination: string;
  verdict: Pick<MilesVerdict, 'program' | 'month' | 'median' | 'observations' | 'typicalRange'>;
}

/** 'milhas', or 'pontos' for a programme that counts points. */
function unitOf(program: AwardProgram): string {
  return programOfAward(program).kind === 'points' ? 'pontos' : 'milhas';
}

const observations = (n: number) => `${formatMiles(n)} ${n === 1 ? 'observação' : 'observações'}`;

/** How far from the median, in words: '35% abaixo do típico', '8% acima do típico', 'no típico'. */
function distance(miles: number, median: number): string {
  const share = Math.round((Math.abs(miles - median) / median) * 100);
  if (share === 0) return 'no típico';
  return `${formatPercent(share)} ${miles < median ? 'abaixo' : 'acima'} do típico`;
}

export function milesVerdictSentence({ miles, origin, destination, verdict }: MilesSentenceInput): string {
  const program = programOfAward(verdict.program).name;
  const month = formatMonthName(verdict.month);
  const what = `${formatMiles(miles)} ${unitOf(verdict.program)} ${program} ${origin}–${destination}`;
  if (verdict.median === null || !verdict.typicalRange)
    return `${what}: histórico insuficiente em ${month} (${observations(verdict.observations)})`;
  return (
    `${what} está ${distance(miles, verdict.median)} ` +
    `(mediana de ${formatMiles(verdict.median)} em ${month}, ${observations(verdict.observations)})`
  );
}

/** The details under the sentence: the typical range and what it is made of. */
export function milesVerdictDetails(verdict: Pick<MilesVerdict, 'typicalRange' | 'observations'>): string[] {
  if (!verdict.typicalRange)
    return ['Poucas observações deste programa, rota, cabine e mês para dizer o que é típico.'];
  return [
    `Faixa típica: ${formatMiles(verdict.typicalRange[0])} a ${formatMiles(verdict.typicalRange[1])} (percentis 20 e 80 dos menores preços de cada dia).`,
    'Baixo: no percentil 20 ou abaixo, ou 20% abaixo da mediana. Fonte: preços observados pela Bússola.',
  ];
}

/**
 * A route verdict (GET /api/price-insight, the live search's) as the miles sentence reads it: its month, else the
 * travel date's. Null for a programme with no award search.
 */
export function milesVerdictOf(insight: PriceInsight, program: string, travelDate: string): MilesVerdict | null {
  const code = AWARD_PROGRAMS.find((known) => known === program);
  if (!code) return null;
  return {
    program: code,
    month: insight.month ?? travelDate.slice(0, 7),
    level: insight.level,
    typicalRange: insight.typicalRange,
    median: insight.median,
    observations: insight.observations,
  };
}
