import { Pencil, Percent, Plus, XCircle } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@core/format/dates';
import { type BonusCampaign, campaignDay, type StoredBonusCampaign } from '@core/schemas/wallet';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { toUserMessage } from '@/lib/user-message';
import { pairName } from '@/shared/wallet-labels';
import { useEndCampaign } from './api/end-transfer-campaign';
import { useCampaigns } from './api/get-transfer-campaigns';
import { useSaveCampaign } from './api/save-transfer-campaign';
import { CampaignForm } from './campaign-form';

type Editing = { campaign: StoredBonusCampaign | null } | null;

function statusOf(c: StoredBonusCampaign, today: string) {
  if (c.endedAt !== null || c.validUntil < today) return { label: 'Encerrada', variant: 'secondary' as const };
  if (c.validFrom > today) return { label: 'Programada', variant: 'outline' as const };
  return { label: 'Ativa', variant: 'default' as const };
}

/** 'Campanhas de bônus': every transfer-bonus campaign, to create, edit and end; the subscribers see the active ones. */
export function BonusCampaignsCard() {
  const campaigns = useCampaigns();
  const save = useSaveCampaign();
  const end = useEndCampaign();
  const [editing, setEditing] = useState<Editing>(null);
  const [ending, setEnding] = useState<StoredBonusCampaign | null>(null);
  const today = campaignDay();

  const onSave = async (campaign: BonusCampaign) => {
    try {
      await save.mutateAsync({ id: editing?.campaign?.id, campaign });
      toast({
        title: editing?.campaign ? 'Campanha atualizada' : 'Campanha criada',
        description: pairName(campaign.from, campaign.to),
      });
      setEditing(null);
    } catch {
      // The form shows the server's reason (save.error).
    }
  };
  const onEnd = (c: StoredBonusCampaign) =>
    end.mutate(c.id, {
      onSuccess: () => toast({ title: 'Campanha encerrada', description: pairName(c.from, c.to) }),
      onError: (err) =>
        toast({ title: 'Erro ao encerrar campanha', description: toUserMessage(err), variant: 'destructive' }),
    });
  const open = (campaign: StoredBonusCampaign | null) => {
    save.reset();
    setEditing({ campaign });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Percent className="size-5 text-primary" aria-hidden="true" /> Campanhas de bônus
        </CardTitle>
        {!editing && (
          <Button type="button" size="sm" onClick={() => open(null)}>
            <Plus aria-hidden="true" /> Nova campanha
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {editing && (
          <CampaignForm
            key={editing.campaign?.id ?? 'nova'}
            editing={editing.campaign}
            today={today}
            serverError={save.error ? toUserMessage(save.error, 'Erro ao salvar a campanha') : null}
            onSave={onSave}
            onCancel={() => setEditing(null)}
          />
        )}
        {campaigns.isError ? (
          <p className="text-destructive">{toUserMessage(campaigns.error, 'Erro ao carregar as campanhas')}</p>
        ) : !campaigns.data ? (
          <p className="text-muted-foreground">Carregando…</p>
        ) : campaigns.data.length === 0 ? (
          <p className="text-muted-foreground">Nenhuma campanha cadastrada.</p>
        ) : (
          <ul className="space-y-2" aria-label="Campanhas de bônus">
            {campaigns.data.map((c) => {
              const status = statusOf(c, today);
              const name = `${pairName(c.from, c.to)} ${c.bonusPercent}%`;
              return (
                <li
                  key={c.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
                >
                  <div className="space-y-0.5">
                    <p className="font-medium">
                      {pairName(c.from, c.to)} · {c.bonusPercent}%{' '}
                      <Badge variant={status.variant}>{status.label}</Badge>
                    </p>
                    <p className="text-muted-foreground">
                      {formatDate(c.validFrom)} a {formatDate(c.validUntil)}
                      {c.tiers.length > 0 && ` · ${c.tiers.map((t) => `${t.tier} ${t.bonusPercent}%`).join(', ')}`}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={`Editar campanha ${name}`}
                      onClick={() => open(c)}
                    >
                      <Pencil aria-hidden="true" /> Editar
                    </Button>
                    {status.label !== 'Encerrada' && (
                      <Button
                        type="button"
                        size="sm"
                        variant="ghost"
                        aria-label={`Encerrar campanha ${name}`}
                        onClick={() => setEnding(c)}
                      >
                        <XCircle aria-hidden="true" /> Encerrar campanha
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={ending !== null}
        title="Encerrar campanha"
        description={`Encerrar a campanha ${ending ? `${pairName(ending.from, ending.to)} (${ending.bonusPercent}%)` : ''}? Ela sai agora da lista dos assinantes e nenhum alerta de bônus dispara mais por ela.`}
        confirmLabel="Encerrar"
        onConfirm={() => ending && onEnd(ending)}
        onClose={() => setEnding(null)}
      />
    </Card>
  );
}
