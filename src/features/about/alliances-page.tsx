// /aliancas: public. The data lives in core/data/alliances.
import { ArrowRightLeft, Globe2, type LucideIcon, Plane } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BRAZILIAN_PROGRAMMES,
  GLOBAL_ALLIANCES,
  PARTNERSHIPS_CHANGE_NOTE,
  TRANSFER_PARTNERS,
} from '@core/data/alliances';
import { programOfFamily } from '@core/miles/program-ids';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { HOW_IT_WORKS_PATH } from '@core/links/paths';

/** One of the page's three parts: its heading (with an icon) names the region. */
function Section({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
      </h2>
      {children}
    </section>
  );
}

export function AlliancesPage() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 py-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">Alianças e Acordos</h1>
        <p className="text-muted-foreground">
          Com as milhas de um programa você pode voar em companhias parceiras dele. Veja quem se liga a quem nos três
          programas brasileiros que a Bússola pesquisa, e de onde vêm os pontos que viram milhas.
        </p>
      </header>

      <Section id="aliancas-programas" icon={Plane} title="Programas brasileiros">
        <div className="grid gap-4 md:grid-cols-3">
          {BRAZILIAN_PROGRAMMES.map((programme) => (
            <Card key={programme.family}>
              <CardHeader>
                <CardTitle as="h3">{programme.name}</CardTitle>
                <CardDescription>Programa da {programme.airline}</CardDescription>
              </CardHeader>
              <CardContent className="space-y-3 text-sm">
                <p>{programme.alliance}</p>
                <div>
                  <p className="font-medium">Parceiros aéreos</p>
                  <ul className="list-disc pl-5 text-muted-foreground">
                    {programme.partners.map((partner) => (
                      <li key={partner}>{partner}</li>
                    ))}
                  </ul>
                </div>
                <p className="text-muted-foreground">
                  <span className="font-medium text-foreground">Na Bússola: </span>
                  {programme.inThisApp}
                </p>
              </CardContent>
            </Card>
          ))}
        </div>
      </Section>

      <Section id="aliancas-globais" icon={Globe2} title="As três alianças globais">
        <p className="text-sm text-muted-foreground">
          Nenhuma companhia brasileira pertence hoje a uma aliança, mas os programas delas emitem voos de membros das
          três. Algumas das companhias de cada uma que voam para o Brasil ou servem de conexão:
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          {GLOBAL_ALLIANCES.map((alliance) => (
            <Card key={alliance.id}>
              <CardHeader>
                <CardTitle as="h3">{alliance.name}</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="list-disc pl-5 text-sm text-muted-foreground">
                  {alliance.members.map((member) => (
                    <li key={member}>{member}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      </Section>

      <Section id="aliancas-transferencias" icon={ArrowRightLeft} title="Transferência de pontos">
        <p className="text-sm text-muted-foreground">
          Pontos de cartão de crédito podem virar milhas. Estes programas transferem para os três:
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          {TRANSFER_PARTNERS.map((partner) => (
            <Card key={partner.name}>
              <CardHeader>
                <CardTitle as="h3">{partner.name}</CardTitle>
                <CardDescription>{partner.description}</CardDescription>
              </CardHeader>
              <CardContent className="text-sm">
                Transfere para: {partner.transfersTo.map((family) => programOfFamily(family).name).join(', ')}.
              </CardContent>
            </Card>
          ))}
        </div>
        <p className="text-sm text-muted-foreground">
          Bancos e cartões com programa próprio também costumam transferir, muitas vezes com bônus por tempo limitado.
        </p>
      </Section>

      <p className="rounded-md border bg-card p-4 text-sm">{PARTNERSHIPS_CHANGE_NOTE}</p>
      <p className="text-sm text-muted-foreground">
        Como a Bússola compara milhas e dinheiro:{' '}
        <Link to={HOW_IT_WORKS_PATH} className="font-medium text-primary hover:underline">
          Como Funciona
        </Link>
        .
      </p>
    </div>
  );
}
