import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { HOLDER_LABEL, MAX_HOUSEHOLD_MEMBERS, RELATION_LABELS } from '@core/schemas/household';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ItemActions } from '@/components/ui/item-actions';
import { toast } from '@/components/ui/use-toast';
import type { LocalHouseholdMember, LocalIssuance } from '@/lib/local-db';
import { issuancesNaming, type MemberEntry, removeMember, saveMember } from '@/shared/household';
import { MemberForm } from './member-form';

type Editing = { mode: 'add' } | { mode: 'edit'; member: LocalHouseholdMember } | null;

interface MembersSectionProps {
  userId: string;
  members: LocalHouseholdMember[] | undefined;
  issuances: readonly LocalIssuance[];
}

/** "Minha família": the holder ("Eu") first, then each member, added, renamed and removed on the device. */
export function MembersSection({ userId, members, issuances }: MembersSectionProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<LocalHouseholdMember | null>(null);
  const full = (members?.length ?? 0) >= MAX_HOUSEHOLD_MEMBERS;
  const named = removing ? issuancesNaming(issuances, removing.id).length : 0;

  const save = async (entry: MemberEntry) => {
    await saveMember(userId, entry, editing?.mode === 'edit' ? editing.member.id : null);
    setEditing(null);
    toast({ title: 'Pessoa salva', description: entry.name });
  };

  return (
    <section aria-labelledby="familia-membros" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="familia-membros" className="flex items-center gap-2 text-xl font-semibold">
          <Users className="size-5 text-primary" aria-hidden="true" /> Minha família
        </h2>
        {!full && editing?.mode !== 'add' && (
          <Button type="button" variant="outline" onClick={() => setEditing({ mode: 'add' })}>
            <Plus aria-hidden="true" /> Adicionar pessoa
          </Button>
        )}
      </div>
      {full && (
        <p className="text-sm text-muted-foreground">
          A família tem {MAX_HOUSEHOLD_MEMBERS} pessoas, o máximo. Remova alguém para adicionar outra.
        </p>
      )}
      {editing && (
        <MemberForm
          key={editing.mode === 'edit' ? editing.member.id : 'novo'}
          member={editing.mode === 'edit' ? editing.member : undefined}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Pessoas da família">
        <li className="rounded-lg border p-3">
          <p className="font-semibold">{HOLDER_LABEL}</p>
          <p className="text-sm text-muted-foreground">Titular da conta</p>
        </li>
        {members?.map((member) => (
          <li key={member.id} className="space-y-2 rounded-lg border p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="min-w-0 break-words font-semibold">{member.name}</p>
              {member.pending === 1 && <span className="text-xs text-muted-foreground">Aguardando sincronização</span>}
            </div>
            <p className="text-sm text-muted-foreground">{RELATION_LABELS[member.relation]}</p>
            <ItemActions
              item={member.name}
              onEdit={() => setEditing({ mode: 'edit', member })}
              onRemove={() => setRemoving(member)}
            />
          </li>
        ))}
      </ul>
      {members && members.length === 0 && !editing && (
        <p className="text-muted-foreground">
          Adicione quem viaja com você ou tem conta nos programas: cônjuge, filhos, pais.
        </p>
      )}
      <ConfirmDialog
        open={removing !== null && named === 0}
        title="Remover pessoa"
        description={`Remover ${removing?.name ?? ''} da família? Os saldos anotados dessa pessoa também saem de todos os seus aparelhos.`}
        confirmLabel="Remover"
        onConfirm={() => removing && void removeMember(userId, removing.id)}
        onClose={() => setRemoving(null)}
      />
      {removing && named > 0 && (
        <div role="alert" className="space-y-2 rounded-lg border border-destructive/50 p-3 text-sm">
          <p>
            {removing.name} aparece em {named === 1 ? '1 emissão registrada' : `${named} emissões registradas`}. Essas
            emissões contam para os limites de beneficiários: apague-as em "Emissões para terceiros" antes de remover
            essa pessoa.
          </p>
          <Button type="button" size="sm" variant="outline" onClick={() => setRemoving(null)}>
            Entendi
          </Button>
        </div>
      )}
    </section>
  );
}
