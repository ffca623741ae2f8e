import { ArrowRightLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '@core/format/dates';
import { formatMiles } from '@core/format/miles';
import { type Fact, formatRatio, TRANSFER_PARTNERS, type TransferPartner } from '@core/miles/transfer-partners';
import { WALLET_PROGRAM_INFO, type WalletProgram } from '@core/miles/wallet-programs';

/**
 * A fact the reference data does not back: marked "a confirmar", the reason in the tooltip and, for screen
 * readers and touch screens, in the text itself.
 */
function Unsure({ fact }: { fact: Fact<unknown> }) {
  if (!fact.unsure) return null;
  return (
    <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900" title={fact.why}>
      a confirmar<span className="sr-only">: {fact.why}</span>
    </span>
  );
}

function FactLine({ label, fact, children }: { label: string; fact: Fact<unknown>; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd>
        {children}
        <Unsure fact={fact} />
      </dd>
    </>
  );
}

function PartnerRow({ partner }: { partner: TransferPartner }) {
  const to = WALLET_PROGRAM_INFO[partner.to].name;
  return (
    <li className="space-y-1 rounded-md border p-3">
      <p className="font-medium">→ {to}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <FactLine label="Proporção" fact={partner.ratio}>
          {formatRatio(partner.ratio.value)} (pontos:milhas)
        </FactLine>
        <FactLine label="Mínimo" fact={partner.minimumPoints}>
          {partner.minimumPoints.value === null
            ? 'não informado'
            : `${formatMiles(partner.minimumPoints.value)} pontos`}
        </FactLine>
        <FactLine label="Crédito" fact={partner.creditTime}>
          {partner.creditTime.value ?? 'prazo não informado'}
        </FactLine>
      </dl>
    </li>
  );
}

/** The partners grouped by the programme the points leave, in the reference table's order. */
function byOrigin(partners: readonly TransferPartner[]): [WalletProgram, TransferPartner[]][] {
  const groups = new Map<WalletProgram, TransferPartner[]>();
  for (const p of partners) groups.set(p.from, [...(groups.get(p.from) ?? []), p]);
  return [...groups];
}

/** "Transferências entre programas": reference data, every fact it does not back marked as such. */
export function TransfersSection() {
  const checked = TRANSFER_PARTNERS.map((p) => p.checkedOn).sort()[0];
  const sources = [...new Set(TRANSFER_PARTNERS.map((p) => p.source))];
  return (
    <section aria-labelledby="transferencias-titulo" className="space-y-4">
      <h2 id="transferencias-titulo" className="flex items-center gap-2 text-xl font-semibold">
        <ArrowRightLeft className="size-5 text-primary" aria-hidden="true" /> Transferências entre programas
      </h2>
      <p className="font-medium">Confira no programa antes de transferir.</p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {byOrigin(TRANSFER_PARTNERS).map(([from, partners]) => (
          <div key={from} className="space-y-2">
            <h3 className="font-semibold">{WALLET_PROGRAM_INFO[from].name}</h3>
            <ul className="space-y-2" aria-label={`Transferências de ${WALLET_PROGRAM_INFO[from].name}`}>
              {partners.map((p) => (
                <PartnerRow key={`${p.from}-${p.to}`} partner={p} />
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        Fonte: {sources.join('; ')}. Conferido em {formatDate(checked)}.
      </p>
    </section>
  );
}
