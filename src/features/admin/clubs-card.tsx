import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { ruleSourceText } from '@core/miles/beneficiary-text';
import { clubPointsText, clubPriceText } from '@core/miles/club-text';
import { CLUB_PLANS, type ClubId } from '@core/miles/clubs';
import { type ClubBody, type StoredClub, toClubPlan } from '@core/schemas/clubs';
import { campaignDay } from '@core/schemas/wallet';
import { toast } from '@/components/ui/use-toast';
import { toUserMessage } from '@/lib/user-message';
import { useAdminClubs } from './api/get-clubs';
import { useSaveClub } from './api/save-club';
import { ClubForm } from './club-form';
import { CorrectionsCard } from './corrections-card';

const summary = (club: StoredClub) => `${club.planName}: ${clubPriceText(club)} · ${clubPointsText(club)}`;

/**
 * 'Clubes': each club plan (price, points per month, members' bonus, expiry, stay), the reference figures and the
 * admins' dated corrections; 'Corrigir' starts from the figures in force. A blank price stays "a confirmar".
 */
export function ClubsCard() {
  const clubs = useAdminClubs();
  const save = useSaveClub();
  const [editing, setEditing] = useState<ClubId | null>(null);
  const today = campaignDay();
  const current = editing ? clubs.data?.find((c) => c.id === editing && c.inForce) : undefined;

  const onSave = async (club: ClubBody) => {
    if (!editing) return;
    try {
      await save.mutateAsync({ id: editing, club });
      toast({ title: 'Clube salvo', description: `${club.planName}: ${clubPriceText(club)}` });
      setEditing(null);
    } catch {
      // The form shows the server's reason (save.error).
    }
  };
  const open = (id: ClubId) => {
    save.reset();
    setEditing(id);
  };

  const items =
    clubs.data &&
    CLUB_PLANS.map(({ id, planName }) => ({
      key: id,
      name: planName,
      editLabel: `Corrigir ${planName}`,
      entries: (clubs.data ?? [])
        .filter((c) => c.id === id)
        .map((c) => ({ ...c, summary: summary(c), source: ruleSourceText(c) })),
    }));

  return (
    <CorrectionsCard
      icon={BadgeCheck}
      title="Clubes"
      form={
        current && (
          <ClubForm
            key={current.id}
            plan={toClubPlan(current)}
            today={today}
            serverError={save.error ? toUserMessage(save.error, 'Erro ao salvar o clube') : null}
            onSave={onSave}
            onCancel={() => setEditing(null)}
          />
        )
      }
      error={clubs.error}
      loadError="Erro ao carregar os clubes"
      items={items}
      listLabel="Planos dos clubes"
      today={today}
      onEdit={open}
    />
  );
}
