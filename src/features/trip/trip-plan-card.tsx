import { formatDate } from '@core/format/dates';
import { formatMiles } from '@core/format/miles';
import { formatBRL } from '@core/format/money';
import { walletProgramName } from '@core/miles/wallet-programs';
import type { TripDirection, TripPlan } from '@core/schemas/trip-plan';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import type { TripContext } from './plan-flights';
import { TripPlanActions } from './trip-plan-actions';
import { AwardAge } from '@/shared/award-age/award-age';

/** 'Smiles: 136.000 milhas (68.000 por pessoa) + taxas R$ 444,06 · emitido por Ana · 4 assentos'. */
function awardLine(d: TripDirection): string {
  const a = d.award;
  if (!a) return '';
  const taxes = a.taxesPartyBRL === null ? 'taxas à parte' : `taxas ${formatBRL(a.taxesPartyBRL)}`;
  const seats = a.seats === null ? '' : ` · ${a.seats} ${a.seats === 1 ? 'assento' : 'assentos'}`;
  const issuer = a.issuer.memberId === null ? 'sua conta' : `conta de ${a.issuer.name}`;
  return `${a.program}: ${formatMiles(a.milesParty)} milhas (${formatMiles(a.milesPerPerson)} por pessoa) + ${taxes} · ${issuer}${seats}`;
}

function DirectionRow({ label, d }: { label: string; d: TripDirection }) {
  const route = `${d.flight.origin} → ${d.flight.destination}`;
  const airline = d.flight.airline ? ` · ${d.flight.airline}` : '';
  return (
    <div className="grid gap-1 border-t pt-2 first:border-t-0 first:pt-0">
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
        <span>{label}</span>
        <span>{formatDate(d.date)}</span>
        <span className="text-muted-foreground">
          {route}
          {airline}
        </span>
        <Badge variant={d.kind === 'cash' ? 'secondary' : 'default'}>{d.kind === 'cash' ? 'Dinheiro' : 'Milhas'}</Badge>
      </p>
      <p className="text-sm">
        {d.kind === 'cash' ? `${formatBRL(d.cashPerPersonBRL ?? 0)} por pessoa` : awardLine(d)}{' '}
        <span className="text-muted-foreground">= {formatBRL(d.partyBRL)}</span>
      </p>
      {d.award && <AwardAge age={{ seenAt: d.award.seenAt ?? null, program: d.award.program }} />}
    </div>
  );
}

const choice = (d: TripDirection) => `${d.date}|${d.kind}|${d.award?.program ?? ''}|${d.award?.issuer.memberId ?? ''}`;

/** What tells plans apart (the planner answers no two with the same days and ways to pay). */
export function planKey(plan: TripPlan): string {
  return `${choice(plan.outbound)}>${plan.inbound ? choice(plan.inbound) : '-'}`;
}

/**
 * One plan: the total for the party and per person, each direction, the transfers, who pays and the warnings; signed
 * in, saving it and alerting on its directions.
 */
export function TripPlanCard({
  plan,
  rank,
  trip,
  userId,
}: {
  plan: TripPlan;
  rank: number;
  trip: TripContext;
  userId: string | null;
}) {
  return (
    <Card>
      <CardContent className="grid gap-3 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-semibold">
            {rank}. {formatBRL(plan.totalBRL)}
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              {plan.passengers > 1
                ? `${plan.passengers} pessoas · ${formatBRL(plan.perPersonBRL)} por pessoa`
                : 'por pessoa'}
            </span>
          </h3>
        </div>
        <DirectionRow label="Ida" d={plan.outbound} />
        {plan.inbound && <DirectionRow label="Volta" d={plan.inbound} />}
        {plan.transfers.length > 0 && (
          <ul className="grid gap-1 text-sm">
            {plan.transfers.map((t) => (
              <li key={`${t.direction}-${t.from}-${t.memberId ?? 'eu'}`}>
                Transferir {formatMiles(t.points)} {walletProgramName(t.from)} → {walletProgramName(t.to)}
                {t.bonusPercent > 0 ? ` com bônus de ${t.bonusPercent}%` : ''}
                {t.campaignUntil ? ` (até ${formatDate(t.campaignUntil)})` : ''}: {formatMiles(t.milesCredited)} milhas
                {t.memberId === null ? '' : ` na conta de ${t.name}`}
                {t.costBRL === null ? '' : ` · ${formatBRL(t.costBRL)}`}
              </li>
            ))}
          </ul>
        )}
        {plan.warnings.length > 0 && (
          <ul className="grid gap-1 text-sm text-amber-800 dark:text-amber-300">
            {plan.warnings.map((w) => (
              <li key={w}>⚠ {w}</li>
            ))}
          </ul>
        )}
        {userId && <TripPlanActions userId={userId} plan={plan} trip={trip} rank={rank} />}
      </CardContent>
    </Card>
  );
}
