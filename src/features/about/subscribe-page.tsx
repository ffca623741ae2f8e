// /assinar: the public page that sells the subscription without signing in (plans, what it gives,
// FAQ, the checkout), and the friendly stop for a signed-in account that never subscribed.
import { BadgeCheck, Bell, Coins, Heart, Plane, Sparkles, WifiOff } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from '@core/data/contact';
import { HELP_SECTIONS } from '@core/data/help-topics';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CHECKOUT_URL } from '@/shared/checkout';
import { useStoredUser, useSubscriptionRecheck } from '@/lib/subscription-recheck';
import {
  isSubscriptionActive,
  NO_SUBSCRIPTION_TITLE,
  neverSubscribed,
  noSubscriptionState,
} from '@/shared/subscription-display';
import {
  ALLIANCES_PATH,
  HOW_IT_WORKS_PATH,
  LOGIN_PATH,
  PRIVACY_PATH,
  SEARCH_PATH,
  TERMS_PATH,
} from '@core/links/paths';

const FEATURES = [
  { Icon: Plane, text: 'Busca ao vivo: tarifas em reais e ofertas em milhas da mesma rota, lado a lado.' },
  { Icon: Coins, text: 'Cada oferta em milhas com o valor estimado em reais, a melhor opção primeiro.' },
  { Icon: Sparkles, text: 'Tabela Fixa e Award por programa: LATAM Pass, Smiles, Azul Fidelidade e Virgin Atlantic.' },
  { Icon: Bell, text: 'Alertas de preço com aviso no celular, por e-mail e na lista de notificações do app.' },
  { Icon: Heart, text: 'Voos salvos no seu aparelho, sincronizados com a sua conta.' },
  { Icon: WifiOff, text: 'App instalável que abre seus voos salvos e as últimas buscas mesmo sem internet.' },
];

const PLANS = [
  { name: 'Mensal', text: 'Acesso completo a todas as ferramentas, renovado a cada mês.' },
  {
    name: 'Anual',
    text: 'Acesso completo por um ano, com cursos bônus sobre acesso a salas VIP e reservas de hotel com milhas.',
  },
];

const FAQ_IDS = new Set(['o-que-e', 'seguranca', 'planos', 'pagamento', 'primeiro-acesso', 'programas']);
const FAQ = HELP_SECTIONS.flatMap((section) => section.topicos).filter((topic) => FAQ_IDS.has(topic.id));

function CheckoutButton() {
  if (!CHECKOUT_URL) {
    return (
      <p className="rounded-md border border-dashed px-4 py-3 text-center text-sm text-muted-foreground">
        Pagamento on-line: em breve. Enquanto isso, escreva para{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary hover:underline">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    );
  }
  return (
    <a
      href={CHECKOUT_URL}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-6 text-sm font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      Assinar agora
    </a>
  );
}

export function SubscribePage() {
  const user = useStoredUser();
  const active = user !== null && isSubscriptionActive(user.subscription_expires);
  const waiting = user !== null && !active && neverSubscribed(user);
  // Signed in and waiting for access: the page asks the server again, and says so once the access is granted.
  useSubscriptionRecheck(waiting);
  const fromSignIn = noSubscriptionState(useLocation().state);
  const account = waiting ? { email: user.email } : user ? null : fromSignIn;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 py-6">
      {active ? (
        <Alert>
          <BadgeCheck className="size-4" aria-hidden="true" />
          <AlertTitle>Sua assinatura está ativa</AlertTitle>
          <AlertDescription>
            O acesso da conta {user.email} está liberado.{' '}
            <Link to={SEARCH_PATH} className="font-medium text-primary hover:underline">
              Ir para o Buscador Inteligente
            </Link>
          </AlertDescription>
        </Alert>
      ) : null}
      {account ? (
        <Alert>
          <BadgeCheck className="size-4" aria-hidden="true" />
          <AlertTitle>{NO_SUBSCRIPTION_TITLE}</AlertTitle>
          <AlertDescription>
            Sua conta {account.email} está criada, mas as buscas e as demais ferramentas são para assinantes. Escolha um
            plano abaixo: assim que o pagamento for aprovado com este mesmo e-mail, o acesso é liberado.
          </AlertDescription>
        </Alert>
      ) : null}
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-bold">Assine a Bússola das Passagens</h1>
        <p className="text-muted-foreground">
          Descubra em segundos se vale mais pagar em dinheiro ou usar suas milhas, em várias companhias ao mesmo tempo.
        </p>
      </header>

      <section aria-labelledby="assinar-recursos">
        <h2 id="assinar-recursos" className="mb-3 text-xl font-semibold">
          O que a assinatura oferece
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {FEATURES.map(({ Icon, text }) => (
            <li key={text} className="flex gap-3 rounded-lg border bg-card p-3 text-sm">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="assinar-planos" className="space-y-4">
        <h2 id="assinar-planos" className="text-xl font-semibold">
          Planos
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {PLANS.map((plan) => (
            <Card key={plan.name}>
              <CardHeader>
                <CardTitle as="h3">{plan.name}</CardTitle>
                <CardDescription>{plan.text}</CardDescription>
              </CardHeader>
            </Card>
          ))}
        </div>
        <p className="text-sm text-muted-foreground">
          Preços e formas de pagamento aparecem na página de pagamento da plataforma parceira. Assinantes têm suporte
          prioritário, com resposta em até {SUPPORT_REPLY_HOURS} horas.
        </p>
        <div className="flex justify-center">
          <CheckoutButton />
        </div>
        <p className="text-center text-xs text-muted-foreground">
          Ao assinar, você concorda com os{' '}
          <Link to={TERMS_PATH} className="text-primary underline underline-offset-2">
            Termos de uso
          </Link>{' '}
          e a{' '}
          <Link to={PRIVACY_PATH} className="text-primary underline underline-offset-2">
            Política de privacidade
          </Link>
          , que diz o que guardamos sobre você e como baixar seus dados ou excluir a conta.
        </p>
      </section>

      <section aria-labelledby="assinar-perguntas">
        <h2 id="assinar-perguntas" className="mb-3 text-xl font-semibold">
          Perguntas frequentes
        </h2>
        <Card>
          <CardContent className="pt-2">
            <Accordion type="multiple">
              {FAQ.map((topic) => (
                <AccordionItem key={topic.id} value={topic.id}>
                  <AccordionTrigger>{topic.pergunta}</AccordionTrigger>
                  <AccordionContent>{topic.resposta}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </CardContent>
        </Card>
      </section>

      <p className="text-center text-sm text-muted-foreground">
        Já é assinante?{' '}
        <Link to={LOGIN_PATH} className="font-medium text-primary hover:underline">
          Entrar
        </Link>{' '}
        · Veja também{' '}
        <Link to={HOW_IT_WORKS_PATH} className="text-primary hover:underline">
          Como Funciona
        </Link>{' '}
        e{' '}
        <Link to={ALLIANCES_PATH} className="text-primary hover:underline">
          Alianças e Acordos
        </Link>
      </p>
    </div>
  );
}
