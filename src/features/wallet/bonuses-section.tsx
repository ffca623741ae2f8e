import { ExternalLink, Percent } from 'lucide-react';
import { calendarFreshnessText } from '@core/format/calendar';
import { formatMiles } from '@core/format/miles';
import { bonusFor } from '@core/miles/transfer-math';
import type { StoredBonusCampaign } from '@core/schemas/wallet';
import type { LocalWalletRow } from '@/lib/local-db';
import { type BonusesState, useTransferBonuses } from './api/get-transfer-bonuses';
import { pairName } from '@/shared/wallet-labels';

/** dd/MM from yyyy-MM-dd, without going through a time zone. */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

function CampaignItem({ campaign, rows }: { campaign: StoredBonusCampaign; rows: readonly LocalWalletRow[] }) {
  const held = rows.filter((r) => r.program === campaign.from || r.program === campaign.to).map((r) => r.tier);
  const mine = bonusFor(campaign, held);
  return (
    <li className="space-y-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{pairName(campaign.from, campaign.to)}</h3>
        <p className="text-lg font-bold text-primary">{campaign.bonusPercent}% de bônus</p>
      </div>
      {campaign.tiers.length > 0 && (
        <ul className="text-sm" aria-label="Bônus por categoria">
          {campaign.tiers.map((t) => (
            <li key={t.tier}>
              {t.tier}: {t.bonusPercent}%
            </li>
          ))}
        </ul>
      )}
      {mine > campaign.bonusPercent && <p className="text-sm font-medium">Com o seu clube: {mine}% de bônus</p>}
      <p className="text-sm">
        Até {dayMonth(campaign.validUntil)}
        {campaign.capPerCpf !== null && ` · limite de ${formatMiles(campaign.capPerCpf)} milhas de bônus por CPF`}
      </p>
      {campaign.notes && <p className="text-sm whitespace-pre-line text-muted-foreground">{campaign.notes}</p>}
      {campaign.link && (
        <a
          href={campaign.link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          Ver campanha {pairName(campaign.from, campaign.to)} <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(abre em nova aba)</span>
        </a>
      )}
    </li>
  );
}

function Body({ state, rows, now }: { state: BonusesState; rows: readonly LocalWalletRow[]; now: Date }) {
  if (state.status === 'loading') return <p className="text-muted-foreground">Carregando campanhas…</p>;
  if (state.status === 'offline')
    return <p className="text-muted-foreground">Sem internet: as campanhas aparecem quando a conexão voltar.</p>;
  if (state.status === 'error') return <p className="text-destructive">{state.message}</p>;
  return (
    <>
      {state.seenAt && (
        <p className="text-sm text-muted-foreground">
          Sem internet: campanhas {calendarFreshnessText('observed', state.seenAt, now)}.
        </p>
      )}
      {state.campaigns.length === 0 ? (
        <p className="text-muted-foreground">Nenhuma campanha de bônus ativa agora.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Campanhas de bônus ativas">
          {state.campaigns.map((c) => (
            <CampaignItem key={c.id} campaign={c} rows={rows} />
          ))}
        </ul>
      )}
    </>
  );
}

/** "Bônus de transferência ativos": the admin's campaigns running today, kept for offline use. */
export function BonusesSection({ rows }: { rows: readonly LocalWalletRow[] }) {
  const now = new Date();
  const state = useTransferBonuses(now);
  return (
    <section aria-labelledby="bonus-titulo" className="space-y-4" aria-busy={state.status === 'loading'}>
      <h2 id="bonus-titulo" className="flex items-center gap-2 text-xl font-semibold">
        <Percent className="size-5 text-primary" aria-hidden="true" /> Bônus de transferência ativos
      </h2>
      <Body state={state} rows={rows} now={now} />
    </section>
  );
}
