import { type ProgramIdentity, programOfFamily, programOfSource, shownProgram } from '../miles/program-ids';
import { programFamily, programValuePer1000 } from '../miles/programs';
import { formatAwardValue } from '../miles/valuation';
import { bookingTargetFor, type BookingTarget } from './links';

export interface AwardProgramInfo {
  /** What the user sees ('LATAM Pass'). */
  program: string;
  /** Who prices the seat ('Virgin Atlantic'). */
  original_program: string;
}

/** The pair an award of this programme shows: the programme it is shown under, and the one pricing it. */
function pairOf(pricing: ProgramIdentity): AwardProgramInfo {
  return { program: shownProgram(pricing).name, original_program: pricing.name };
}

/**
 * The programme pair of a Seats.aero source or a programme name; unknown names are kept as they are. Sources as
 * SPEC §7 maps the award screen's programmes onto them: azul is Azul Fidelidade, smiles is Smiles, american is
 * searched for LATAM (LATAM-operated space, shown as LATAM Pass), and virginatlantic is shown under LATAM Pass
 * too (SPEC §1).
 */
export function awardProgramInfo(sourceOrProgram: string | null | undefined): AwardProgramInfo {
  const raw = (sourceOrProgram ?? '').trim();
  const bySource = programOfSource(raw.toLowerCase().replace(/[\s_-]+/g, ''));
  if (bySource) return pairOf(bySource);
  if (!raw) return { program: '', original_program: '' };
  const family = programFamily(raw);
  if (family) return pairOf(programOfFamily(family));
  return { program: raw, original_program: raw };
}

/** Reais per 1000 miles for an award: the pricing programme's value when known, else the shown programme's. */
export function awardValuePer1000(award: AwardProgramInfo): number | null {
  return programValuePer1000(award.original_program) ?? programValuePer1000(award.program);
}

/** The programme name whose value prices the award (for estimateMilesValue). */
export function awardValueProgram(award: AwardProgramInfo): string {
  return programValuePer1000(award.original_program) !== null ? award.original_program : award.program;
}

/** Where to book an award of this programme: Smiles, TudoAzul points, LATAM Pass redemption, else generic. */
export function awardBookingTarget(award: AwardProgramInfo): { target: BookingTarget; award: boolean } {
  const family = programFamily(award.original_program) ?? programFamily(award.program);
  if (family === 'smiles') return { target: 'smiles', award: true };
  if (family === 'azul') return { target: 'tudoazul', award: true };
  if (family === 'latam') return { target: 'latam', award: true };
  return { target: bookingTargetFor(award.original_program), award: true };
}

/** How every award screen labels and values an award: one rule, so the same seat reads the same everywhere. */
export interface AwardDisplay {
  /** The programme the user redeems with ('LATAM Pass'). */
  program: string;
  /** The programme that prices the seat when it is another one ('Virgin Atlantic'), else null: 'via …'. */
  via: string | null;
  /** awardValueText: miles at the pricing programme's value per 1000 miles + fees in reais; null when unknown. */
  estimate: string | null;
}

/** `fees` null when the screen has none (the date table): the label then says they are not included. */
export function awardDisplay(
  award: AwardProgramInfo,
  miles: number | null | undefined,
  fees: number | null,
  feesCurrency?: string | null,
): AwardDisplay {
  const via = award.original_program && award.original_program !== award.program ? award.original_program : null;
  return {
    program: award.program,
    via,
    estimate: formatAwardValue(miles, awardValueProgram(award), fees, feesCurrency),
  };
}
