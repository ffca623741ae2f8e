// beneficiary_rules: admins' dated corrections of the beneficiary (CPF) rules. The core data is each programme's rule
// until a correction has begun (its effective day reached, Brasília time); then the latest begun correction is
// (core/schemas/beneficiary.ts, rulesWithDefaults).
import type { BeneficiaryProgram } from '@core/miles/beneficiary-rules';
import {
  type BeneficiaryRuleBody,
  rulesWithDefaults,
  type StoredBeneficiaryRule,
  storedBeneficiaryRuleSchema,
  toBeneficiaryRule,
} from '@core/schemas/beneficiary';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import { jsonbText, timestampText } from '../db/column-text';

const ruleRow = z.object({
  program: z.string(),
  effective_from: z.string(),
  kind: z.string(),
  counts: z.string(),
  beneficiary_limit: z.number(),
  window_months: z.number().nullable(),
  wait_days: z.number().nullable(),
  tier_limits: jsonbText,
  confidence: z.string(),
  sources: jsonbText,
  notes: z.string(),
  updated_at: timestampText,
});
type RuleRow = z.infer<typeof ruleRow>;

const COLUMNS = `program, effective_from::text AS effective_from, kind, counts, beneficiary_limit, window_months,
  wait_days, tier_limits::text AS tier_limits, confidence, sources::text AS sources, notes, updated_at`;

/** A row as the API shows it; the schema is the check that a stored row is still a rule. */
function toStored(row: RuleRow): StoredBeneficiaryRule {
  return storedBeneficiaryRuleSchema.parse({
    program: row.program,
    kind: row.kind,
    counts: row.counts,
    limit: row.beneficiary_limit,
    windowMonths: row.window_months,
    waitDays: row.wait_days,
    tierLimits: row.tier_limits,
    effectiveFrom: row.effective_from,
    confidence: row.confidence,
    sources: row.sources,
    notes: row.notes,
    origin: 'admin',
    inForce: false,
    updatedAt: row.updated_at,
  });
}

/** Every rule the admin can see, each marked if it is the one counted on `day` (rulesWithDefaults). */
export async function listBeneficiaryRules(db: Queryable, day: string): Promise<StoredBeneficiaryRule[]> {
  const rows = z.array(ruleRow).parse(await db.query(`SELECT ${COLUMNS} FROM beneficiary_rules`));
  return rulesWithDefaults(rows.map(toStored), day);
}

/** The rule counted on `day` per programme, in the core data's order. */
export async function rulesInForce(db: Queryable, day: string) {
  return (await listBeneficiaryRules(db, day)).filter((r) => r.inForce).map(toBeneficiaryRule);
}

/** Stores a correction of `program` from its day on; the same day again replaces the one stored. */
export async function putBeneficiaryRule(
  db: Queryable,
  program: BeneficiaryProgram,
  rule: BeneficiaryRuleBody,
  day: string,
): Promise<StoredBeneficiaryRule> {
  const [row] = z.array(ruleRow).parse(
    await db.query(
      `INSERT INTO beneficiary_rules (program, effective_from, kind, counts, beneficiary_limit, window_months, wait_days,
         tier_limits, confidence, sources, notes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9, $10::text::jsonb, $11)
       ON CONFLICT (program, effective_from) DO UPDATE SET kind = excluded.kind, counts = excluded.counts,
         beneficiary_limit = excluded.beneficiary_limit, window_months = excluded.window_months,
         wait_days = excluded.wait_days, tier_limits = excluded.tier_limits, confidence = excluded.confidence,
         sources = excluded.sources, notes = excluded.notes, updated_at = now()
       RETURNING ${COLUMNS}`,
      [
        program,
        rule.effectiveFrom,
        rule.kind,
        rule.counts,
        rule.limit,
        rule.windowMonths,
        rule.waitDays,
        JSON.stringify(rule.tierLimits),
        rule.confidence,
        JSON.stringify(rule.sources),
        rule.notes,
      ],
    ),
  );
  if (!row) throw new Error('beneficiary_rules: nenhuma linha gravada');
  const stored = (await listBeneficiaryRules(db, day)).find(
    (r) => r.origin === 'admin' && r.program === program && r.effectiveFrom === row.effective_from,
  );
  return stored ?? toStored(row);
}
