import { CalendarClock, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@core/format/dates';
import { formatMiles } from '@core/format/miles';
import { earliestExpiryText, expiringWithinText } from '@core/miles/expiry-reminders';
import type { PlanHolding } from '@core/miles/expiry-plan';
import { lotsByExpiry, programExpiry } from '@core/miles/wallet-lots';
import { WALLET_PROGRAM_INFO, type WalletProgram } from '@core/miles/wallet-programs';
import { LOT_KIND_LABELS } from '@core/schemas/wallet-lots';
import { Button } from '@/components/ui/button';
import { ItemActions } from '@/components/ui/item-actions';
import { toast } from '@/components/ui/use-toast';
import type { LocalWalletLot } from '@/lib/local-db';
import { unitOf } from '@/shared/wallet-labels';
import { type LotEntry, removeLot, saveLot } from '@/shared/wallet-lots';
import { ExpiryPlanDisclosure } from './expiry-plan';
import { LotForm } from './lot-form';

interface ExpirySummaryProps {
  program: WalletProgram;
  /** Whose account: a household member's id, or null for the traveller's own. */
  memberId: string | null;
  /** This account's lots of this programme (tombstones left out). */
  lots: readonly LocalWalletLot[];
  /** yyyy-MM-dd, Brasília (expiryToday). */
  today: string;
}

/** What expires first, and how much within 90 days; nothing to say when no live lot is recorded. */
export function ExpirySummary({ program, memberId, lots, today }: ExpirySummaryProps) {
  const { earliest, withinWindow, windowDays } = programExpiry(lots, program, today, memberId);
  if (!earliest) return null;
  return (
    <div className="space-y-0.5 text-sm">
      <p className="flex items-center gap-1.5 font-medium">
        <CalendarClock className="size-4 text-primary" aria-hidden="true" />
        {earliestExpiryText(program, earliest.expiresOn, earliest.amount)}
      </p>
      <p className="text-muted-foreground">{expiringWithinText(program, withinWindow, windowDays)}</p>
    </div>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; lot: LocalWalletLot } | null;

/** One lot's line: '12.000 milhas · Bônus · expira em 05/12/2026', or why it no longer counts. */
function lotLine(lot: LocalWalletLot, today: string) {
  const base = `${formatMiles(lot.amount)} ${unitOf(lot.program)} · ${LOT_KIND_LABELS[lot.kind]}`;
  if (lot.amount === 0) return `${base} · zerado (expirava em ${formatDate(lot.expires_on)})`;
  if (lot.expires_on < today) return `${base} · expirou em ${formatDate(lot.expires_on)}`;
  return `${base} · expira em ${formatDate(lot.expires_on)}`;
}

interface ProgramLotsProps extends ExpirySummaryProps {
  userId: string;
  /** This account's wallet rows (milheiros and clubs), for the plan of what expires. */
  holdings?: readonly PlanHolding[];
}

/**
 * A programme's lots by expiry date, earliest first: add, edit, zero (used or moved: no more reminders) or remove,
 * each written on the device at once and synced.
 */
export function ProgramLots({ userId, program, memberId, lots, today, holdings = [] }: ProgramLotsProps) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const live = lotsByExpiry(lots, today);
  const others = lots.filter((lot) => !live.includes(lot)).sort((a, b) => b.expires_on.localeCompare(a.expires_on));
  const name = WALLET_PROGRAM_INFO[program].name;
  const prefix = `lote-${memberId ?? 'eu'}-${program}`;
  const listId = `${prefix}-lista`;

  const save = async (entry: LotEntry) => {
    await saveLot(userId, entry, editing?.mode === 'edit' ? editing.lot.id : undefined);
    setEditing(null);
    toast({ title: 'Lote salvo', description: name });
  };
  const zero = async (lot: LocalWalletLot) => {
    await saveLot(userId, { ...lot, amount: 0, member_id: lot.member_id ?? null }, lot.id);
    toast({ title: 'Lote zerado', description: `${name}: sem mais avisos deste lote.` });
  };

  return (
    <div className="space-y-2">
      <ExpirySummary program={program} memberId={memberId} lots={lots} today={today} />
      <ExpiryPlanDisclosure
        userId={userId}
        program={program}
        lots={lots.filter((lot) => (lot.member_id ?? null) === memberId)}
        holdings={holdings}
        today={today}
      />
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <CalendarClock aria-hidden="true" /> Validades ({live.length})
      </Button>
      {open && (
        <div id={listId} className="space-y-2">
          <ul className="space-y-2" aria-label={`Lotes de ${name}`}>
            {[...live, ...others].map((lot) => (
              <li key={lot.id} className="space-y-1 rounded-md border p-2 text-sm">
                <p>{lotLine(lot, today)}</p>
                {lot.pending === 1 && <p className="text-xs text-muted-foreground">Aguardando sincronização</p>}
                <div className="flex flex-wrap gap-2">
                  <ItemActions
                    item={`lote de ${formatDate(lot.expires_on)}`}
                    onEdit={() => setEditing({ mode: 'edit', lot })}
                    onRemove={() => void removeLot(userId, lot.id)}
                  />
                  {lot.amount > 0 && (
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={`Zerar lote de ${formatDate(lot.expires_on)}`}
                      onClick={() => void zero(lot)}
                    >
                      Zerar
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {editing ? (
            <LotForm
              key={editing.mode === 'edit' ? editing.lot.id : 'novo'}
              program={program}
              memberId={memberId}
              lot={editing.mode === 'edit' ? editing.lot : undefined}
              idPrefix={prefix}
              onSave={save}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing({ mode: 'add' })}>
              <Plus aria-hidden="true" /> Adicionar lote
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
