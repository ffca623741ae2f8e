// bonus_campaigns: the transfer-bonus campaigns admins enter. Subscribers see the ones running today (Brasília's
// day): a campaign past its last day drops out of the query by itself, and one an admin ended at once.
import { type BonusCampaign, type StoredBonusCampaign, walletProgramSchema } from '@core/schemas/wallet';
import { z } from '@core/schemas/zod-locale';
import type { Db, Queryable } from '../db/client';
import { timestampText } from '../db/column-text';

const campaignRow = z.object({
  id: z.string(),
  from_program: walletProgramSchema,
  to_program: walletProgramSchema,
  bonus_percent: z.union([z.string(), z.number()]).transform(Number),
  // Read as text: postgres.js and PGlite do not agree on handing jsonb back parsed.
  tiers: z
    .string()
    .transform((text): unknown => JSON.parse(text))
    .pipe(z.array(z.object({ tier: z.string(), bonusPercent: z.number() }))),
  valid_from: z.string(),
  valid_until: z.string(),
  cap_per_cpf: z.number().int().nullable(),
  link: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: timestampText,
  updated_at: timestampText,
  ended_at: timestampText.nullable(),
});
type CampaignRow = z.infer<typeof campaignRow>;

const COLUMNS = `id, from_program, to_program, bonus_percent, tiers::text AS tiers, valid_from::text AS valid_from,
  valid_until::text AS valid_until, cap_per_cpf, link, notes, created_at, updated_at, ended_at`;

/** A row as the API shows it (storedBonusCampaignSchema's fields). */
export function toStoredCampaign(row: CampaignRow): StoredBonusCampaign {
  return {
    id: row.id,
    from: row.from_program,
    to: row.to_program,
    bonusPercent: row.bonus_percent,
    tiers: row.tiers,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    capPerCpf: row.cap_per_cpf,
    link: row.link,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    endedAt: row.ended_at,
  };
}

async function select(db: Queryable, where: string, params: unknown[], order = 'created_at DESC, id') {
  const rows = z
    .array(campaignRow)
    .parse(await db.query(`SELECT ${COLUMNS} FROM bonus_campaigns WHERE ${where} ORDER BY ${order}`, params));
  return rows.map(toStoredCampaign);
}

/** The campaigns running on `day` (yyyy-MM-dd) and not ended, ending soonest first. */
export function activeCampaigns(db: Queryable, day: string): Promise<StoredBonusCampaign[]> {
  return select(
    db,
    'ended_at IS NULL AND valid_from <= $1::date AND valid_until >= $1::date',
    [day],
    'valid_until, bonus_percent DESC, id',
  );
}

/** Every campaign, ended ones included, newest first (the admin's list). */
export function allCampaigns(db: Db): Promise<StoredBonusCampaign[]> {
  return select(db, 'true', []);
}

const values = (c: BonusCampaign) => [
  c.from,
  c.to,
  c.bonusPercent,
  JSON.stringify(c.tiers),
  c.validFrom,
  c.validUntil,
  c.capPerCpf,
  c.link,
  c.notes,
];

export async function insertCampaign(db: Db, c: BonusCampaign, adminId: string): Promise<StoredBonusCampaign> {
  const [row] = z.array(campaignRow).parse(
    await db.query(
      `INSERT INTO bonus_campaigns (from_program, to_program, bonus_percent, tiers, valid_from, valid_until, cap_per_cpf,
         link, notes, created_by)
       VALUES ($1, $2, $3, $4::text::jsonb, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
      [...values(c), adminId],
    ),
  );
  if (!row) throw new Error('bonus_campaigns: nenhuma linha inserida');
  return toStoredCampaign(row);
}

/** Replaces a campaign's terms; null when no campaign has this id. An ended campaign stays ended. */
export async function updateCampaign(db: Db, id: string, c: BonusCampaign): Promise<StoredBonusCampaign | null> {
  const [row] = z.array(campaignRow).parse(
    await db.query(
      `UPDATE bonus_campaigns SET from_program = $2, to_program = $3, bonus_percent = $4, tiers = $5::text::jsonb,
         valid_from = $6, valid_until = $7, cap_per_cpf = $8, link = $9, notes = $10, updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, ...values(c)],
    ),
  );
  return row ? toStoredCampaign(row) : null;
}

/** Ends a campaign now (the first end stands); false when no campaign has this id. */
export async function endCampaign(db: Db, id: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE bonus_campaigns SET ended_at = coalesce(ended_at, now()), updated_at = now() WHERE id = $1 RETURNING id',
    [id],
  );
  return rows.length > 0;
}
