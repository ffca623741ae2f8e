import { Lightbulb, MapPin, PlaneTakeoff } from 'lucide-react';
import { Link } from 'react-router';
import { type AirportHub, BRAZIL_HUB_GROUPS, type HubGroup, INTERNATIONAL_HUB_GROUPS } from '@core/data/hubs';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

function HubCard({ hub }: { hub: AirportHub }) {
  return (
    <Link
      to={`/busca-award?origin=${hub.codigo_iata}`}
      aria-label={`Buscar voos saindo de ${hub.cidade} (${hub.codigo_iata})`}
      className="group flex h-full flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm transition hover:border-primary hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div className="flex items-start justify-between gap-2">
        <span className="font-mono text-2xl font-bold tracking-wider text-primary">{hub.codigo_iata}</span>
        <PlaneTakeoff className="size-5 text-muted-foreground transition group-hover:text-primary" aria-hidden="true" />
      </div>
      <p className="font-semibold">{hub.cidade}</p>
      <p className="text-sm text-muted-foreground">{hub.aeroporto}</p>
      <p className="mt-auto flex items-center gap-1 text-xs text-muted-foreground">
        <MapPin className="size-3.5" aria-hidden="true" />
        {hub.regiao ? `${hub.regiao} · ${hub.pais}` : `${hub.pais} · ${hub.continente}`}
      </p>
      {hub.tipo && (
        <Badge variant="secondary" className="self-start">
          {hub.tipo}
        </Badge>
      )}
    </Link>
  );
}

function HubGroupSection({ group }: { group: HubGroup }) {
  const headingId = `hubs-${group.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {group.titulo} <span className="text-sm font-normal text-muted-foreground">({group.hubs.length})</span>
        </h2>
        <p className="text-sm text-muted-foreground">{group.descricao}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {group.hubs.map((hub) => (
          <li key={hub.codigo_iata}>
            <HubCard hub={hub} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HubsPage() {
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Hubs Aeroportuários</h1>
        <p className="max-w-3xl text-muted-foreground">
          Hubs são os aeroportos onde as companhias concentram suas conexões. Saindo de um hub há mais voos, mais
          assentos liberados em milhas e, muitas vezes, tarifas menores. Toque em um aeroporto para ver as tarifas em
          milhas a partir dele.
        </p>
      </header>

      <aside className="flex gap-3 rounded-xl border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-900">
        <Lightbulb className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          <strong>Dica:</strong> se não encontrar disponibilidade saindo da sua cidade, busque a partir do hub mais
          próximo (por exemplo, Guarulhos ou Viracopos) e emita o trecho doméstico separadamente: muitas vezes a soma
          custa menos milhas do que a emissão completa.
        </p>
      </aside>

      <Tabs defaultValue="internacionais">
        <TabsList>
          <TabsTrigger value="internacionais">Hubs Internacionais</TabsTrigger>
          <TabsTrigger value="brasileiros">Hubs Brasileiros</TabsTrigger>
        </TabsList>
        <TabsContent value="internacionais" className="space-y-8">
          {INTERNATIONAL_HUB_GROUPS.map((group) => (
            <HubGroupSection key={group.id} group={group} />
          ))}
        </TabsContent>
        <TabsContent value="brasileiros" className="space-y-8">
          {BRAZIL_HUB_GROUPS.map((group) => (
            <HubGroupSection key={group.id} group={group} />
          ))}
        </TabsContent>
      </Tabs>
    </div>
  );
}
