import { ArrowRight, Building2, Globe2, Lightbulb, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { awardSearchPath } from '@core/links/link-params';
import { type AirportHub, type HubGroup, type HubScope, hubGroupsByScope } from '@core/data/hubs';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const TABS: readonly { scope: HubScope; label: string; intro: string }[] = [
  {
    scope: 'internacional',
    label: 'Hubs Internacionais',
    intro:
      'Os aeroportos onde as grandes companhias e alianças concentram seus voos. Chegar a um deles com milhas costuma abrir conexões para quase qualquer destino da região.',
  },
  {
    scope: 'brasil',
    label: 'Hubs Brasileiros',
    intro:
      'Os aeroportos brasileiros com mais voos e conexões. Saindo deles você encontra mais datas e mais assentos liberados em milhas, inclusive nos voos internacionais.',
  },
];

/** Where a traveller in Brazil starts when a card does not say: the country's largest international hub. */
const HOME_ORIGIN = 'GRU';

/**
 * A Brazilian traveller flies TO an international hub (from GRU), and FROM a Brazilian one (to MIA, the
 * award search's default destination); never from an airport to itself.
 */
function hubSearch(hub: AirportHub, scope: HubScope) {
  const code = hub.codigo_iata;
  if (scope === 'internacional')
    return {
      path: awardSearchPath({ origin: HOME_ORIGIN, destination: code }),
      name: `voos para ${hub.cidade} (${code})`,
    };
  return {
    path: awardSearchPath({ origin: code, destination: code === 'MIA' ? 'LIS' : 'MIA' }),
    name: `voos saindo de ${hub.cidade} (${code})`,
  };
}

// The whole card is clickable through the link's ::after; the link's name starts with its visible text
// ('Buscar'), so speech input and screen readers agree (WCAG 2.5.3 label in name).
function HubCard({ hub, scope }: { hub: AirportHub; scope: HubScope }) {
  const search = hubSearch(hub, scope);
  return (
    <div className="group relative flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="flex items-start justify-between gap-2">
        <span className="font-mono text-3xl leading-none font-bold tracking-wider text-primary">{hub.codigo_iata}</span>
        {hub.tipo && (
          <Badge variant={hub.tipo === 'Internacional' ? 'outline' : 'secondary'} className="mt-0.5">
            {hub.tipo}
          </Badge>
        )}
      </div>
      <div className="space-y-1">
        <p className="leading-tight font-semibold">{hub.cidade}</p>
        <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <Building2 className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>{hub.aeroporto}</span>
        </p>
      </div>
      <div className="mt-auto flex items-end justify-between gap-2 border-t pt-3 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          {hub.regiao ? (
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          ) : (
            <Globe2 className="size-3.5 shrink-0" aria-hidden="true" />
          )}
          {hub.regiao ? `Região ${hub.regiao} · ${hub.pais}` : hub.pais}
        </span>
        <Link
          to={search.path}
          className="flex shrink-0 items-center gap-1 font-medium text-primary opacity-80 transition outline-none group-hover:opacity-100 after:absolute after:inset-0 after:rounded-xl after:content-['']"
        >
          Buscar <span className="sr-only">{search.name}</span>
          <ArrowRight className="size-3.5 transition group-hover:translate-x-0.5" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}

function HubGroupSection({ group }: { group: HubGroup }) {
  const scope = group.scope;
  const headingId = `hubs-${group.id}`;
  return (
    // Sections below the fold skip layout and paint until scrolled near (content-visibility): on a phone's first visit
    // the whole list's layout was one long task. Their text stays in the page for find-in-page and screen readers.
    <section
      aria-labelledby={headingId}
      className="space-y-4 [contain-intrinsic-size:auto_60rem] [content-visibility:auto]"
    >
      <div className="space-y-1">
        <h2 id={headingId} className="flex items-baseline gap-2 text-xl font-semibold tracking-tight">
          {group.titulo}
          <span className="text-sm font-normal text-muted-foreground">
            {group.hubs.length} {group.hubs.length === 1 ? 'aeroporto' : 'aeroportos'}
          </span>
        </h2>
        <p className="max-w-4xl text-sm text-muted-foreground">{group.descricao}</p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {group.hubs.map((hub) => (
          <li key={hub.codigo_iata}>
            <HubCard hub={hub} scope={scope} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The tip and the hubs by tab (hubs-screen.tsx draws the title ahead of this module). */
export function HubsPageBody() {
  return (
    <>
      <aside
        aria-label="Dica"
        className="flex gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4 text-sm text-foreground"
      >
        <Lightbulb className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
        <p>
          <strong>Dica:</strong> se não encontrar disponibilidade saindo da sua cidade, busque a partir do hub mais
          próximo (por exemplo, Guarulhos, Viracopos ou Galeão) e emita o trecho doméstico separadamente. Muitas vezes a
          soma custa menos milhas do que a emissão completa, e há mais datas disponíveis.
        </p>
      </aside>
      <Tabs defaultValue={TABS[0]?.scope}>
        <TabsList className="w-full sm:w-auto">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.scope} value={tab.scope} className="flex-1 sm:flex-none">
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.scope} value={tab.scope} className="space-y-10">
            <p className="max-w-3xl text-sm text-muted-foreground">{tab.intro}</p>
            {hubGroupsByScope(tab.scope).map((group) => (
              <HubGroupSection key={group.id} group={group} />
            ))}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
