// /privacidade: public. What is kept about a holder and why, for how long, who receives it, and their rights under
// Lei 13.709/2018 (LGPD), art. 18, with how to use each here. The numbers and the contact come from the server
// (GET /api/privacy), so the page says what this server does, not what a default would.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LGPD_CITATION } from '@core/data/personal-data';
import { OBSERVATION_RETENTION_DAYS } from '@core/insight/limits';
import { PROFILE_PATH, TERMS_PATH } from '@core/links/paths';
import type { PrivacyFacts } from '@core/schemas/account';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { usePrivacyFacts } from './api/get-privacy-facts';
import { DEFAULT_PRIVACY_FACTS, LGPD_RIGHTS } from './privacy-facts';

const days = (n: number) => `${n} dias`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm leading-relaxed">{children}</CardContent>
    </Card>
  );
}

/** Each kind of data: what it is, what for, for how long. */
function keptRows(f: PrivacyFacts): [string, string, string][] {
  const r = f.retention;
  return [
    [
      'Conta: e-mail, nome, tipo de viajante, plano e validade da assinatura; a senha só como hash (scrypt)',
      'entrar e saber se a assinatura está ativa',
      'enquanto a conta existir',
    ],
    [
      'Compras: os avisos da Kiwify sobre o seu pedido (plano, status, nome e e-mail do comprador)',
      'liberar e encerrar o acesso pago',
      'enquanto a conta existir',
    ],
    [
      'Voos salvos, alertas de preço, alertas de bônus e Minhas milhas (saldos, milheiro, clube)',
      'o que você pediu ao app, sincronizado entre seus aparelhos',
      'até você apagá-los ou excluir a conta',
    ],
    ['Verificações de cada alerta (o gráfico de preços dele)', 'mostrar a evolução do preço', days(r.alertCheckDays)],
    ['Notificações (alertas que dispararam, campanhas de bônus)', 'a lista de notificações', days(r.notificationDays)],
    [
      'Histórico de buscas (rota, data, tipo de busca)',
      'buscas recentes e sugestões no app',
      days(r.searchHistoryDays),
    ],
    ['Parâmetros de uma busca em andamento', 'entregar os resultados ao vivo', '1 dia'],
    [
      'Quantas vezes você usou "Ainda está lá?" em cada dia (só a contagem, sem rota nem oferta)',
      'o limite diário de verificações',
      '3 dias',
    ],
    [
      'Acessos: como você entrou (senha, link, Supabase), o navegador e a hora',
      'sua segurança: ver um acesso que não foi seu',
      days(r.signInEventDays),
    ],
    [
      'Sessões: navegador e datas; o token só como hash',
      'manter você conectado',
      `${days(r.sessionDays)} após a última renovação, e mais 30 para detectar um token roubado`,
    ],
    ['Telegram: o número do chat que você ligou', 'enviar alertas lá', 'até você desligar'],
    [
      'Notificações push: o endereço do serviço de push do navegador e as chaves dele',
      'enviar alertas ao aparelho',
      'até você desativar ou sair da conta',
    ],
    [
      'E-mails enviados (guardados só quando este servidor não tem envio por SMTP)',
      'poder reenviá-los',
      days(r.mailOutboxDays),
    ],
    [
      'Preços vistos nas buscas (rota, datas, preço), sem nenhuma ligação com você',
      'dizer se um preço está bom',
      days(OBSERVATION_RETENTION_DAYS),
    ],
  ];
}

const on = (configured: boolean) => (configured ? ' (ativo neste servidor)' : '');

export function PrivacyPage() {
  const facts = usePrivacyFacts();
  const f = facts.data ?? DEFAULT_PRIVACY_FACTS;
  const contact = (
    <a href={`mailto:${f.contactEmail}`} className="font-medium text-primary underline underline-offset-2">
      {f.contactEmail}
    </a>
  );
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Política de privacidade</h1>
        <p className="text-muted-foreground">
          O que a Bússola das Passagens guarda sobre você e por quê, por quanto tempo, com quem compartilha e como
          exercer seus direitos de titular pela {LGPD_CITATION}. Fale conosco: {contact}.
        </p>
        {!facts.data && (
          <p className="text-xs text-muted-foreground" role="status">
            {facts.isError
              ? 'Sem resposta do servidor: os prazos abaixo são os padrões, que o operador pode ter mudado.'
              : 'Confirmando os prazos deste servidor…'}
          </p>
        )}
      </header>

      <Section id="o-que-guardamos" title="O que guardamos, para quê e por quanto tempo">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th className="py-2 pr-3 font-semibold">Dado</th>
                <th className="py-2 pr-3 font-semibold">Para quê</th>
                <th className="py-2 font-semibold">Por quanto tempo</th>
              </tr>
            </thead>
            <tbody>
              {keptRows(f).map(([what, why, howLong]) => (
                <tr key={what} className="border-b align-top last:border-0">
                  <td className="py-2 pr-3">{what}</td>
                  <td className="py-2 pr-3 text-muted-foreground">{why}</td>
                  <td className="py-2">{howLong}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          No seu aparelho, o app guarda uma cópia dos seus voos salvos, alertas, milhas, notificações e buscas recentes
          para funcionar sem internet; ela é apagada quando você sai da conta ou a exclui. Não vendemos dados nem os
          usamos para publicidade.
        </p>
      </Section>

      <Section id="compartilhamento" title="Com quem compartilhamos">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Fontes de tarifas, a cada busca ou verificação de alerta: SerpApi (Google Flights){on(f.configured.serpapi)}
            , Seats.aero{on(f.configured.seatsAero)} e as APIs de companhias e programas (LATAM, Smiles, Azul, VoeGol)
            {on(f.configured.airlineUpstreams)}. Recebem só a rota, as datas, a cabine e o número de passageiros; nunca
            seu nome ou e-mail.
          </li>
          <li>Banco Central do Brasil (cotação PTAX): só a moeda e as datas, nada seu.</li>
          <li>Telegram{on(f.configured.telegram)}: o texto dos alertas vai ao chat que você ligou à sua conta.</li>
          <li>
            Serviços de push do seu navegador (do Google, da Mozilla, da Apple…): cada notificação, cifrada, até o seu
            aparelho.
          </li>
          <li>
            Envio de e-mail{on(f.configured.smtp)}: o servidor de e-mail do operador recebe seu endereço e o texto das
            mensagens (links de acesso, alertas, confirmações).
          </li>
          <li>
            Kiwify: a plataforma onde a assinatura é comprada; ela nos avisa da compra e guarda os dados de pagamento
            conforme a política dela.
          </li>
          {f.configured.supabase && (
            <li>Supabase Auth (ativo neste servidor): confirma quem você é quando você entra por ele.</li>
          )}
        </ul>
      </Section>

      <Section id="seus-direitos" title={`Seus direitos (${LGPD_CITATION})`}>
        <p>Você, titular dos dados, tem direito a:</p>
        <ol className="list-none space-y-1 pl-0">
          {LGPD_RIGHTS.map(([item, text]) => (
            <li key={item}>
              <span className="font-medium">{item} –</span> {`${text};`}
            </li>
          ))}
        </ol>
        <p className="font-medium">Como exercê-los aqui:</p>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Acesso e portabilidade: <strong>Baixar meus dados</strong> em{' '}
            <Link to={PROFILE_PATH} className="text-primary underline underline-offset-2">
              Meu Perfil
            </Link>{' '}
            entrega um arquivo JSON com tudo o que guardamos sobre você (até {f.exportsPerHour} por hora), sem senhas
            nem tokens.
          </li>
          <li>Correção: nome e tipo de viajante em Meu Perfil; para mudar o e-mail, escreva para {contact}.</li>
          <li>
            Eliminação: <strong>Excluir minha conta</strong> em Meu Perfil, com sua senha (ou, se você entra sem senha,
            por um link enviado ao seu e-mail, válido por {f.deletionLinkMinutes} minutos). Tudo o que é da conta é
            apagado de uma vez; seus outros aparelhos saem dela e apagam a cópia local no próximo contato. A assinatura
            na Kiwify não é cancelada por isso: cancele-a lá.
          </li>
          <li>Informação sobre compartilhamento: esta página.</li>
          <li>
            Revogação: desligue a qualquer momento o Telegram, as notificações push e cada alerta; o app continua
            funcionando sem eles.
          </li>
          <li>
            Qualquer outro pedido, ou se a sua assinatura venceu e você não consegue entrar: {contact}. Você também pode
            peticionar à Autoridade Nacional de Proteção de Dados (ANPD), art. 18, § 1º.
          </li>
        </ul>
      </Section>

      <p className="text-sm text-muted-foreground">
        Veja também os{' '}
        <Link to={TERMS_PATH} className="text-primary underline underline-offset-2">
          Termos de uso
        </Link>
        .
      </p>
    </div>
  );
}
