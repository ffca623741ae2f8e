// "Plano para o que expira" under a programme with a lot expiring within 90 days: for each such lot, the ways to keep
// its value (transfer, paid extension, issue now) beside letting it expire, in reais, the most kept first, each with
// its facts and sources and a link to the saved flight or alert it is for. Everything it reads is on the device
// (wallet, lots, saved flights, alerts, kept bonus campaigns), so it works offline.
import { useLiveQuery } from 'dexie-react-hooks';
import { ListChecks } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ALERTS_PATH, SAVED_FLIGHTS_PATH } from '@core/links/paths';
import {
  type ExpiryOption,
  type ExpiryPlan,
  type ExpiryPlanInput,
  expiryPlan,
  type PlanHolding,
} from '@core/miles/expiry-plan';
import { keptLostText, lotHeadingText, PLAN_TITLE } from '@core/miles/expiry-plan-text';
import { type PlannedUse, usesOfAlerts, usesOfSavedFlights } from '@core/miles/expiry-plan-uses';
import { EXPIRING_SOON_DAYS, expiresWithin, lotsByExpiry } from '@core/miles/wallet-lots';
import { formatDate } from '@core/format/dates';
import { WALLET_PROGRAM_INFO, type WalletProgram } from '@core/miles/wallet-programs';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { type LocalWalletLot, localDb } from '@/lib/local-db';
import { useActiveTransferBonuses } from '@/shared/transfer-bonuses';

export const BEST_OPTION_LABEL = 'Melhor opção';

/** The plans of a programme's lots that expire within 90 days, earliest first. */
export function programPlans(
  lots: readonly LocalWalletLot[],
  today: string,
  input: Pick<ExpiryPlanInput, 'holdings' | 'uses' | 'campaigns'>,
): { lot: LocalWalletLot; plan: ExpiryPlan }[] {
  return lotsByExpiry(lots, today).flatMap((lot) => {
    const plan = expiryPlan({ today, lot, ...input });
    return plan ? [{ lot, plan }] : [];
  });
}

/** The saved flights and alerts on the device that say where points would go. */
function usePlannedUses(userId: string, today: string, enabled: boolean): PlannedUse[] | undefined {
  return useLiveQuery(async () => {
    if (!enabled) return [];
    const [flights, alerts] = await Promise.all([
      localDb.savedFlights.where('userId').equals(userId).toArray(),
      localDb.priceAlerts.where('userId').equals(userId).toArray(),
    ]);
    return [...usesOfSavedFlights(flights, today), ...usesOfAlerts(alerts, today)];
  }, [userId, today, enabled]);
}

function UseLink({ use }: { use: PlannedUse }) {
  const saved = use.kind === 'saved_flight';
  return (
    <Link
      to={saved ? SAVED_FLIGHTS_PATH : ALERTS_PATH}
      className="text-xs font-medium text-primary underline underline-offset-2"
    >
      {saved ? `Ver voo salvo ${use.origin} → ${use.destination}` : `Ver alerta ${use.origin} → ${use.destination}`}
    </Link>
  );
}

function OptionItem({ option, best }: { option: ExpiryOption; best: boolean }) {
  return (
    <li className={cn('space-y-0.5 rounded-md border p-2', best && 'border-primary bg-primary/5')}>
      <p className="flex flex-wrap items-baseline gap-x-2 font-semibold">
        {option.title}
        {best && <span className="text-xs font-medium text-primary">{BEST_OPTION_LABEL}</span>}
      </p>
      <p className="font-medium">{keptLostText(option.valueKept, option.valueLost)}</p>
      {option.lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed for the option and never reordered.
        <p key={i} className="text-xs text-muted-foreground">
          {line}
        </p>
      ))}
      {option.use && <UseLink use={option.use} />}
    </li>
  );
}

interface ExpiryPlanProps {
  userId: string;
  program: WalletProgram;
  /** This account's lots of this programme. */
  lots: readonly LocalWalletLot[];
  /** This account's wallet rows: milheiros and clubs. */
  holdings: readonly PlanHolding[];
  today: string;
}

/** The disclosure; nothing at all when no lot of the programme expires within 90 days. */
export function ExpiryPlanDisclosure({ userId, program, lots, holdings, today }: ExpiryPlanProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const uses = usePlannedUses(userId, today, open);
  const campaigns = useActiveTransferBonuses(open && WALLET_PROGRAM_INFO[program].kind === 'points');
  const expiring = lots.some((lot) => expiresWithin(lot, today, EXPIRING_SOON_DAYS));
  const plans = useMemo(
    () => (open && uses ? programPlans(lots, today, { holdings, uses, campaigns }) : []),
    [open, uses, lots, today, holdings, campaigns],
  );
  if (!expiring) return null;
  const name = WALLET_PROGRAM_INFO[program].name;
  return (
    <div className="space-y-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <ListChecks aria-hidden="true" /> {PLAN_TITLE}
      </Button>
      {open && (
        <section id={panelId} aria-label={`${PLAN_TITLE}: ${name}`} className="space-y-3 text-sm break-words">
          {plans[0]?.plan.notes.map((note) => (
            <p key={note} className="text-xs text-muted-foreground">
              {note}
            </p>
          ))}
          {plans.map(({ lot, plan }) => (
            <div key={lot.id} className="space-y-1">
              <h4 className="font-medium">
                {lotHeadingText(plan.amount, plan.program, plan.expiresOn, plan.daysLeft)}
              </h4>
              <ol
                className="space-y-1.5"
                aria-label={`Opções para o lote de ${name} que expira em ${formatDate(plan.expiresOn)}`}
              >
                {plan.options.map((option, i) => (
                  <OptionItem
                    key={`${option.kind}-${option.program}-${option.use?.id ?? ''}`}
                    option={option}
                    best={i === 0 && option.kind !== 'expire'}
                  />
                ))}
              </ol>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
