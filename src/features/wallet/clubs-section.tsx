import { BadgeCheck } from 'lucide-react';
import { calendarFreshnessText } from '@core/format/calendar';
import { ruleSourceText } from '@core/miles/beneficiary-text';
import {
  clubAfterBonusText,
  clubBonusText,
  clubBuyText,
  clubCostText,
  clubMilheiroText,
  clubPointsText,
  clubPriceText,
  clubStayText,
} from '@core/miles/club-text';
import { CLUB_VERDICT_LABELS, type ClubVerdict } from '@core/miles/club-value';
import type { ValuedClub } from '@core/schemas/clubs';
import { Badge } from '@/components/ui/badge';
import { type ClubsState, useClubs } from './api/get-clubs';

const VERDICT_BADGE: Readonly<Record<ClubVerdict, 'success' | 'destructive' | 'warning'>> = {
  sim: 'success',
  nao: 'destructive',
  depende: 'warning',
};

function ClubItem({ club }: { club: ValuedClub }) {
  const afterBonus = clubAfterBonusText(club, club);
  const extras = [clubBonusText(club.memberBonus), club.expiry, clubStayText(club.minimumStayMonths)].filter(
    (line): line is string => line !== null,
  );
  return (
    <li className="space-y-3 rounded-lg border p-4" aria-label={club.planName}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{club.planName}</h3>
        <p className="text-sm">
          {clubPriceText(club)} · {clubPointsText(club)}
        </p>
      </div>
      <div className="grid gap-1 text-sm">
        <p>
          <span className="font-medium">Custo por mil:</span> {clubCostText(club, club)}
        </p>
        {afterBonus && (
          <p>
            <span className="font-medium">Depois do bônus:</span> {afterBonus}
          </p>
        )}
        <p>{clubMilheiroText(club)}</p>
        <p>{clubBuyText(club)}</p>
      </div>
      <div className="space-y-1 rounded-md bg-muted/50 p-3 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          Vale a pena para você?{' '}
          <Badge variant={VERDICT_BADGE[club.verdict]}>{CLUB_VERDICT_LABELS[club.verdict]}</Badge>
        </p>
        <p>{club.why}</p>
      </div>
      {extras.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5 text-sm" aria-label={`Condições do ${club.planName}`}>
          {extras.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {club.notes && <p className="text-sm text-muted-foreground">{club.notes}</p>}
      <p className="text-xs break-words text-muted-foreground">Fonte: {ruleSourceText(club)}</p>
    </li>
  );
}

function Body({ state, now }: { state: ClubsState; now: Date }) {
  if (state.status === 'loading') return <p className="text-muted-foreground">Carregando clubes…</p>;
  if (state.status === 'offline')
    return <p className="text-muted-foreground">Sem internet: os clubes aparecem quando a conexão voltar.</p>;
  if (state.status === 'error') return <p className="text-destructive">{state.message}</p>;
  return (
    <>
      {state.seenAt && (
        <p className="text-sm text-muted-foreground">
          Sem internet: clubes {calendarFreshnessText('observed', state.seenAt, now)}.
        </p>
      )}
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Clubes de pontos e milhas">
        {state.clubs.map((club) => (
          <ClubItem key={club.id} club={club} />
        ))}
      </ul>
    </>
  );
}

/**
 * "Clubes": what each loyalty club really costs per thousand (after the bonus its members get), against the
 * traveller's milheiro and against buying, and whether it pays for them. Opens offline from the last reply.
 */
export function ClubsSection({ userId }: { userId: string }) {
  const now = new Date();
  const state = useClubs(userId);
  return (
    <section aria-labelledby="clubes-titulo" className="space-y-4" aria-busy={state.status === 'loading'}>
      <div className="space-y-1">
        <h2 id="clubes-titulo" className="flex items-center gap-2 text-xl font-semibold">
          <BadgeCheck className="size-5 text-primary" aria-hidden="true" /> Clubes
        </h2>
        <p className="text-sm text-muted-foreground">
          Um clube que custa mais por mil do que comprar milhas ou do que o seu milheiro é dinheiro perdido.
        </p>
      </div>
      <Body state={state} now={now} />
    </section>
  );
}
