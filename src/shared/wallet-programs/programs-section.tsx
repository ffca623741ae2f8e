import { useLiveQuery } from 'dexie-react-hooks';
import { Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { formatMiles } from '@core/format/miles';
import { formatBRL } from '@core/format/money';
import { WALLET_PROGRAM_INFO, WALLET_PROGRAMS } from '@core/miles/wallet-programs';
import { expiryToday } from '@core/schemas/wallet-lots';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ItemActions } from '@/components/ui/item-actions';
import { toast } from '@/components/ui/use-toast';
import type { LocalWalletRow } from '@/lib/local-db';
import { removeWalletEntry, saveWalletEntry, type WalletEntry } from '@/shared/wallet';
import { BASIS_LABEL, unitOf } from '@/shared/wallet-labels';
import { householdLots, removeProgramLots } from '@/shared/wallet-lots';
import { ProgramLots } from './program-lots';
import { WalletRowForm } from './wallet-row-form';

type Editing = { mode: 'add' } | { mode: 'edit'; row: LocalWalletRow } | null;

/** The milheiro line: the traveller's own, or the programme's reference value and where it comes from. */
function MilheiroText({ row }: { row: LocalWalletRow }) {
  const unit = unitOf(row.program);
  if (row.milheiro !== null)
    return (
      <>
        {formatBRL(row.milheiro)} por 1.000 {unit}
      </>
    );
  const fallback = WALLET_PROGRAM_INFO[row.program].defaultMilheiro;
  if (!fallback) return <span className="text-muted-foreground">sem valor de referência: informe o seu</span>;
  return (
    <>
      {formatBRL(fallback.value)} por 1.000 {unit}{' '}
      <span className="text-muted-foreground" title={fallback.note}>
        ({BASIS_LABEL[fallback.basis]})
      </span>
    </>
  );
}

interface ProgramsSectionProps {
  userId: string;
  /** The rows of this account (walletRows with the same member). */
  rows: LocalWalletRow[] | undefined;
  /** Whose account: a household member's id, or null for the traveller's own ("Meus programas"). */
  memberId?: string | null;
  /** The heading; the member's name goes in it on /familia. */
  title?: string;
}

/**
 * The programmes one account holds (the traveller's on Minhas milhas, a household member's on /familia), each
 * with what expires first and its lots by expiry date, written on the device at once and synced.
 */
export function ProgramsSection({ userId, rows, memberId = null, title = 'Meus programas' }: ProgramsSectionProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<LocalWalletRow | null>(null);
  const lots = useLiveQuery(
    async () => (await householdLots(userId)).filter((lot) => lot.member_id === memberId),
    [userId, memberId],
  );
  const today = expiryToday();
  const held = new Set(rows?.map((r) => r.program));
  const available = WALLET_PROGRAMS.filter((p) => !held.has(p));

  const save = async (entry: WalletEntry) => {
    await saveWalletEntry(userId, { ...entry, member_id: memberId });
    setEditing(null);
    toast({ title: 'Programa salvo', description: WALLET_PROGRAM_INFO[entry.program].name });
  };

  const headingId = `programas-${memberId ?? 'eu'}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          <Wallet className="size-5 text-primary" aria-hidden="true" /> {title}
        </h2>
        {available.length > 0 && editing?.mode !== 'add' && (
          <Button type="button" variant="outline" onClick={() => setEditing({ mode: 'add' })}>
            <Plus aria-hidden="true" /> Adicionar programa
          </Button>
        )}
      </div>
      {editing && (
        <WalletRowForm
          key={editing.mode === 'edit' ? editing.row.id : 'novo'}
          row={editing.mode === 'edit' ? editing.row : undefined}
          available={available}
          idPrefix={`carteira-${memberId ?? 'eu'}`}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      {rows && rows.length === 0 && !editing && (
        <p className="text-muted-foreground">
          Nenhum programa ainda. Adicione seus saldos e quanto pagou pelo milheiro.
        </p>
      )}
      <ul className="grid gap-3 md:grid-cols-2" aria-label={title}>
        {rows?.map((row) => {
          const name = WALLET_PROGRAM_INFO[row.program].name;
          return (
            <li key={row.id} className="space-y-2 rounded-lg border p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">{name}</h3>
                {row.pending === 1 && <span className="text-xs text-muted-foreground">Aguardando sincronização</span>}
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Saldo</dt>
                <dd>
                  {formatMiles(row.balance)} {unitOf(row.program)}
                </dd>
                <dt className="text-muted-foreground">Meu milheiro</dt>
                <dd>
                  <MilheiroText row={row} />
                </dd>
                {row.tier && (
                  <>
                    <dt className="text-muted-foreground">Clube</dt>
                    <dd>{row.tier}</dd>
                  </>
                )}
              </dl>
              <ProgramLots
                userId={userId}
                program={row.program}
                memberId={memberId}
                lots={lots?.filter((lot) => lot.program === row.program) ?? []}
                holdings={rows}
                today={today}
              />
              <ItemActions
                item={name}
                onEdit={() => setEditing({ mode: 'edit', row })}
                onRemove={() => setRemoving(row)}
              />
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title="Remover programa"
        description={`Remover ${removing ? WALLET_PROGRAM_INFO[removing.program].name : ''} de ${memberId ? title : 'Minhas milhas'}? O saldo, o milheiro e os lotes com validade anotados saem de todos os seus aparelhos.`}
        confirmLabel="Remover"
        onConfirm={() => {
          if (!removing) return;
          void removeProgramLots(userId, removing.program, memberId).then(() => removeWalletEntry(userId, removing.id));
        }}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
