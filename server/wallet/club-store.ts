// clubs: admins' dated corrections of the loyalty clubs' plans. The core data is each plan until a correction has
// begun (its effective day reached, Brasília time); then the latest begun correction is (core/schemas/clubs.ts,
// clubsWithDefaults).
import { CLUB_IDS, type ClubId, defaultClubPlan } from '@core/miles/clubs';
import { type ClubBody, clubsWithDefaults, type StoredClub, storedClubSchema, toClubPlan } from '@core/schemas/clubs';
import { z } from '@core/schemas/zod-locale';
import type { Queryable } from '../db/client';
import { jsonbText, timestampText } from '../db/column-text';

const clubRow = z.object({
  club_id: z.string(),
  effective_from: z.string(),
  plan_name: z.string(),
  monthly_price: z.string().nullable(),
  points_per_month: z.number(),
  member_bonus: jsonbText.nullable(),
  expiry: z.string().nullable(),
  minimum_stay_months: z.number().nullable(),
  confidence: z.string(),
  sources: jsonbText,
  notes: z.string(),
  updated_at: timestampText,
});
type ClubRow = z.infer<typeof clubRow>;

const COLUMNS = `club_id, effective_from::text AS effective_from, plan_name, monthly_price::text AS monthly_price,
  points_per_month, member_bonus::text AS member_bonus, expiry, minimum_stay_months, confidence,
  sources::text AS sources, notes, updated_at`;

const isClubId = (id: string): id is ClubId => (CLUB_IDS as readonly string[]).includes(id);

/** A row as the API shows it; the schema is the check that a stored row is still a plan. */
function toStored(row: ClubRow & { club_id: ClubId }): StoredClub {
  return storedClubSchema.parse({
    id: row.club_id,
    program: defaultClubPlan(row.club_id).program,
    planName: row.plan_name,
    monthlyPriceBRL: row.monthly_price === null ? null : Number(row.monthly_price),
    pointsPerMonth: row.points_per_month,
    memberBonus: row.member_bonus,
    expiry: row.expiry,
    minimumStayMonths: row.minimum_stay_months,
    effectiveFrom: row.effective_from,
    confidence: row.confidence,
    sources: row.sources,
    notes: row.notes,
    origin: 'admin',
    inForce: false,
    updatedAt: row.updated_at,
  });
}

/** Every plan the admin can see, each marked if it is the one counted on `day` (clubsWithDefaults). */
export async function listClubs(db: Queryable, day: string): Promise<StoredClub[]> {
  const rows = z.array(clubRow).parse(await db.query(`SELECT ${COLUMNS} FROM clubs`));
  // A plan a later release dropped from the core data has nothing to correct: its rows are left out.
  const known = rows.flatMap((row) => (isClubId(row.club_id) ? [toStored({ ...row, club_id: row.club_id })] : []));
  return clubsWithDefaults(known, day);
}

/** The plans counted on `day`, in the core data's order. */
export async function clubsInForce(db: Queryable, day: string) {
  return (await listClubs(db, day)).filter((c) => c.inForce).map(toClubPlan);
}

/** Stores a correction of plan `id` from its day on; the same day again replaces the one stored. */
export async function putClub(db: Queryable, id: ClubId, club: ClubBody, day: string): Promise<StoredClub> {
  await db.query(
    `INSERT INTO clubs (club_id, effective_from, plan_name, monthly_price, points_per_month, member_bonus, expiry,
       minimum_stay_months, confidence, sources, notes)
     VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8, $9, $10::text::jsonb, $11)
     ON CONFLICT (club_id, effective_from) DO UPDATE SET plan_name = excluded.plan_name,
       monthly_price = excluded.monthly_price, points_per_month = excluded.points_per_month,
       member_bonus = excluded.member_bonus, expiry = excluded.expiry,
       minimum_stay_months = excluded.minimum_stay_months, confidence = excluded.confidence,
       sources = excluded.sources, notes = excluded.notes, updated_at = now()`,
    [
      id,
      club.effectiveFrom,
      club.planName,
      club.monthlyPriceBRL,
      club.pointsPerMonth,
      club.memberBonus === null ? null : JSON.stringify(club.memberBonus),
      club.expiry,
      club.minimumStayMonths,
      club.confidence,
      JSON.stringify(club.sources),
      club.notes,
    ],
  );
  const stored = (await listClubs(db, day)).find(
    (c) => c.origin === 'admin' && c.id === id && c.effectiveFrom === club.effectiveFrom,
  );
  if (!stored) throw new Error('clubs: nenhuma linha gravada');
  return stored;
}
