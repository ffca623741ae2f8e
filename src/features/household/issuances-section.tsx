import { Plane, Plus } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@core/format/dates';
import { WALLET_PROGRAM_INFO } from '@core/miles/wallet-programs';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ItemActions } from '@/components/ui/item-actions';
import { toast } from '@/components/ui/use-toast';
import type { LocalHouseholdMember, LocalIssuance } from '@/lib/local-db';
import { beneficiaryLabel, memberLabel, removeIssuance, saveIssuance } from '@/shared/household';
import { IssuanceForm } from './issuance-form';
import type { IssuanceEntry } from './issuance-form-schema';

type Editing = { mode: 'add' } | { mode: 'edit'; issuance: LocalIssuance } | null;

interface IssuancesSectionProps {
  userId: string;
  members: readonly LocalHouseholdMember[];
  issuances: LocalIssuance[] | undefined;
}

const ticketsText = (n: number) => (n === 1 ? '1 passagem' : `${n} passagens`);

/**
 * "Emissões para terceiros": the tickets issued with the household's accounts, recorded by hand, which the
 * programmes' beneficiary limits count.
 */
export function IssuancesSection({ userId, members, issuances }: IssuancesSectionProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<LocalIssuance | null>(null);

  const save = async (entry: IssuanceEntry) => {
    await saveIssuance(userId, entry, editing?.mode === 'edit' ? editing.issuance.id : null);
    setEditing(null);
    toast({ title: 'Emissão salva', description: WALLET_PROGRAM_INFO[entry.program].name });
  };

  return (
    <section aria-labelledby="familia-emissoes" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="familia-emissoes" className="flex items-center gap-2 text-xl font-semibold">
          <Plane className="size-5 text-primary" aria-hidden="true" /> Emissões para terceiros
        </h2>
        {editing?.mode !== 'add' && (
          <Button type="button" variant="outline" onClick={() => setEditing({ mode: 'add' })}>
            <Plus aria-hidden="true" /> Registrar emissão
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        Cada programa limita para quantas outras pessoas uma conta pode emitir. Registre aqui as emissões feitas para
        saber quanto resta em cada conta.
      </p>
      {editing && (
        <IssuanceForm
          key={editing.mode === 'edit' ? editing.issuance.id : 'nova'}
          issuance={editing.mode === 'edit' ? editing.issuance : undefined}
          members={members}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      {issuances && issuances.length === 0 && !editing && (
        <p className="text-muted-foreground">Nenhuma emissão registrada ainda.</p>
      )}
      <ul className="grid gap-2 md:grid-cols-2" aria-label="Emissões registradas">
        {issuances?.map((issuance) => {
          const program = WALLET_PROGRAM_INFO[issuance.program].name;
          const label = `${program} em ${formatDate(issuance.issued_on)}`;
          return (
            <li key={issuance.id} className="space-y-2 rounded-lg border p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">
                  {program} · {ticketsText(issuance.tickets)}
                </p>
                <span className="text-sm text-muted-foreground">{formatDate(issuance.issued_on)}</span>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Conta</dt>
                <dd className="min-w-0 break-words">{memberLabel(members, issuance.account_member_id)}</dd>
                <dt className="text-muted-foreground">Para</dt>
                <dd className="min-w-0 break-words">{beneficiaryLabel(members, issuance.beneficiary)}</dd>
              </dl>
              {issuance.pending === 1 && <p className="text-xs text-muted-foreground">Aguardando sincronização</p>}
              <ItemActions
                item={`emissão ${label}`}
                removeWord="Apagar"
                onEdit={() => setEditing({ mode: 'edit', issuance })}
                onRemove={() => setRemoving(issuance)}
              />
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title="Apagar emissão"
        description="Apagar este registro? Ele deixa de contar para os limites de beneficiários, em todos os seus aparelhos."
        confirmLabel="Apagar"
        onConfirm={() => removing && void removeIssuance(userId, removing.id)}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
