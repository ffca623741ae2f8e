import { lazy } from 'react';
import { AfterPaint } from '@/components/ui/page-spinner';

// The tip and the tabs of hub cards: the screen's code (Radix tabs, the hubs' data, the award links), in chunks of
// their own.
const HubsPageBody = lazy(async () => ({ default: (await import('./hubs-page')).HubsPageBody }));

/** The title and the line under it: what a first visit paints before the hubs' code is in. */
export function HubsIntro() {
  return (
    <header className="space-y-2">
      <h1 className="text-3xl font-bold tracking-tight">Hubs Aeroportuários</h1>
      <p className="max-w-3xl text-muted-foreground">
        Hubs são os aeroportos onde as companhias aéreas concentram suas conexões. Saindo de um hub há mais voos, mais
        assentos liberados em milhas e, muitas vezes, tarifas menores. Escolha um aeroporto para ver as tarifas em
        milhas até ele (ou, nos hubs brasileiros, a partir dele).
      </p>
    </header>
  );
}

/** '/hubs-aeroportos': where airlines concentrate their connections, and the award search from or to each. */
export function HubsScreen() {
  return (
    <div className="space-y-6">
      <HubsIntro />
      <AfterPaint>
        <HubsPageBody />
      </AfterPaint>
    </div>
  );
}
