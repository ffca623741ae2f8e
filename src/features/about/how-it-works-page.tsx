// /how-it-works: public. Every number on this page comes from the
// rules the app itself uses (core/miles), so the explanation cannot drift from the results screen.
import { Bell, Calculator, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CABIN_MULTIPLIER } from '@core/miles/fixed-table';
import { formatMiles } from '@core/format/miles';
import { formatBRL } from '@core/format/money';
import { PROGRAM_FAMILIES, programOfFamily } from '@core/miles/program-ids';
import { PROGRAM_VALUE_PER_1000 } from '@core/miles/programs';
import { estimateMilesValue } from '@core/miles/valuation';
import { comparisonReference, VERDICT_RULE } from '@core/flights/compare';
import { EXAMPLE_AWARD, VERDICT_EXAMPLES, type VerdictExample } from '@core/flights/verdict-example';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ALLIANCES_PATH, SUBSCRIBE_PATH } from '@core/links/paths';

// A worked example, computed with the same functions the results use (core/flights/verdict-example.ts).
const EXAMPLE = {
  miles: EXAMPLE_AWARD.miles ?? 0,
  fees: EXAMPLE_AWARD.fees,
  program: EXAMPLE_AWARD.milesProgram ?? '',
  flight: `${EXAMPLE_AWARD.flightNumber} das ${EXAMPLE_AWARD.departure.time}`,
};
const exampleValue = estimateMilesValue(EXAMPLE.miles, EXAMPLE.program, EXAMPLE.fees) ?? 0;

/** One line of the example: the cash fare compareCashAndMiles chose, what each 1000 miles realise, the verdict. */
function ExampleLine({ example, lead }: { example: VerdictExample; lead: string }) {
  const { comparison: c, fares } = example;
  const fare = fares.find((f) => f.id === c.cashFlightId);
  return (
    <li>
      {lead} comparamos com a {comparisonReference(c.basis)} (voo {fare?.flightNumber} das {fare?.departure.time},{' '}
      {formatBRL(c.cashPrice)}): cada milheiro rende {formatBRL(c.realisedPer1000)},{' '}
      {c.verdict === 'Use milhas' ? 'mais que' : 'não mais que'} os {formatBRL(c.programmeValuePer1000)} do programa → “
      {c.verdict}”.
    </li>
  );
}

const FRESHNESS = [
  ['ao vivo', 'a resposta acabou de chegar da fonte.'],
  ['cache de N min', 'a mesma consulta foi feita há pouco e a resposta foi reaproveitada.'],
  ['tabela de referência', 'estimativa pela tabela fixa de milhas por região, sem horários nem disponibilidade.'],
  ['demonstração', 'dados sintéticos, mostrados só quando nenhuma fonte real está configurada.'],
] as const;

function Section({
  id,
  title,
  Icon,
  children,
}: {
  id: string;
  title: string;
  Icon: typeof Search;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={id} className="flex items-center gap-2 text-xl">
          <Icon className="size-5 text-primary" aria-hidden="true" /> {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm leading-relaxed">{children}</CardContent>
    </Card>
  );
}

export function HowItWorksPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 py-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">Como Funciona</h1>
        <p className="text-muted-foreground">
          O que acontece quando você busca um voo, como damos um valor em reais às milhas e como funcionam os alertas.
        </p>
      </header>

      <Section id="como-busca" title="A busca" Icon={Search}>
        <p>
          Você informa origem, destino, data, cabine e passageiros. O servidor consulta todas as fontes ao mesmo tempo,
          cada uma com seu próprio tempo limite, e envia cada lote de resultados assim que chega: você não espera a
          fonte mais lenta e pode interromper a busca quando quiser.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Tarifas em dinheiro (R$): Google Flights, por meio da SerpApi.</li>
          <li>Ofertas em milhas: Seats.aero (Smiles, Azul Fidelidade, LATAM e Virgin Atlantic).</li>
          <li>Tabela fixa de referência: sempre disponível, estima as milhas de um trecho entre regiões.</li>
        </ul>
        <p>
          Uma fonte sem chave configurada aparece como “não configurado”, nunca com resultados inventados. Cada
          resultado diz de onde veio:
        </p>
        <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          {FRESHNESS.map(([label, text]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="text-muted-foreground">{text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="como-valor" title="O valor das milhas em reais" Icon={Calculator}>
        <p>Cada programa tem um valor de referência por milheiro (1.000 milhas):</p>
        <ul className="grid gap-1 sm:grid-cols-2">
          {PROGRAM_FAMILIES.map((family) => (
            <li key={family} className="flex justify-between gap-4 rounded-md border px-3 py-2">
              <span>{programOfFamily(family).name}</span>
              <span className="font-medium">{formatBRL(PROGRAM_VALUE_PER_1000[family])}</span>
            </li>
          ))}
        </ul>
        <p>
          O valor estimado de uma oferta é: milhas ÷ 1.000 × valor do milheiro + taxas de emissão. Por isso ele aparece
          como “aproximadamente”. Exemplo: {formatMiles(EXAMPLE.miles)} milhas {EXAMPLE.program} com{' '}
          {formatBRL(EXAMPLE.fees)} de taxas valem aproximadamente {formatBRL(exampleValue)}.
        </p>
        <p>
          Para decidir entre milhas e dinheiro, a oferta em milhas é comparada com uma tarifa em dinheiro: a{' '}
          {comparisonReference('same_flight')} (mesma companhia, rota, dia, horário e cabine) quando ela está nos
          resultados; senão, a {comparisonReference('cheapest_of_day')} na mesma rota e cabine. Com essa tarifa
          calculamos quanto cada milheiro “rende”: (tarifa em reais − taxas) ÷ milhas × 1.000. {VERDICT_RULE} Cada
          oferta diz com qual tarifa foi comparada; sem nenhuma tarifa em dinheiro da rota naquele dia, não há
          indicação.
        </p>
        <p>
          Exemplo: {formatMiles(EXAMPLE.miles)} milhas {EXAMPLE.program} + {formatBRL(EXAMPLE.fees)} de taxas no voo{' '}
          {EXAMPLE.flight}.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <ExampleLine
            example={VERDICT_EXAMPLES.sameFlight}
            lead="Com a tarifa em dinheiro do mesmo voo nos resultados,"
          />
          <ExampleLine example={VERDICT_EXAMPLES.cheapestOfDay} lead="Sem ela," />
        </ul>
        <p>
          Na tabela fixa, a executiva custa {CABIN_MULTIPLIER.business}× e a primeira classe {CABIN_MULTIPLIER.first}×
          as milhas da econômica.
        </p>
      </Section>

      <Section id="como-alertas" title="Os alertas de preço" Icon={Bell}>
        <p>
          Você define a rota, os dias e o preço máximo. O servidor verifica cada alerta ativo periodicamente (por padrão
          a cada 6 horas, com pequena variação para não sobrecarregar as fontes), e você pode pedir “Verificar agora”.
        </p>
        <p>
          O alerta dispara quando aparece um preço igual ou abaixo do seu limite, e de novo só se o preço cair ainda
          mais. O aviso chega por notificação no celular (depois de “Ativar notificações”), por e-mail, com o link
          “Parar este alerta”, e na lista de Notificações do app.
        </p>
        <p>Só fontes ao vivo disparam alertas: a tabela de referência e os dados de demonstração nunca disparam.</p>
      </Section>

      <p className="text-sm text-muted-foreground">
        Parceiros de cada programa:{' '}
        <Link to={ALLIANCES_PATH} className="font-medium text-primary hover:underline">
          Alianças e Acordos
        </Link>
        . Para usar a Bússola:{' '}
        <Link to={SUBSCRIBE_PATH} className="font-medium text-primary hover:underline">
          conheça os planos
        </Link>
        .
      </p>
    </div>
  );
}
