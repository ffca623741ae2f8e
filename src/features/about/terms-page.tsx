// /termos: public. The terms of use in plain pt-BR: what the service is and is not, the subscription (sold by Kiwify),
// the account, the limits, and where the privacy rules are.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@core/data/contact';
import { PRIVACY_PATH, PROFILE_PATH } from '@core/links/paths';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm leading-relaxed">{children}</CardContent>
    </Card>
  );
}

export function TermsPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Termos de uso</h1>
        <p className="text-muted-foreground">
          As regras para usar a Bússola das Passagens. Ao criar uma conta ou assinar, você concorda com elas e com a{' '}
          <Link to={PRIVACY_PATH} className="font-medium text-primary underline underline-offset-2">
            Política de privacidade
          </Link>
          .
        </p>
      </header>

      <Section title="O serviço">
        <p>
          A Bússola das Passagens compara tarifas em reais e ofertas em milhas de várias fontes e estima o valor das
          milhas em reais. Não vendemos passagens nem emitimos bilhetes: a compra ou a emissão é feita por você, na
          companhia aérea ou no programa de fidelidade.
        </p>
        <p>
          Preços, disponibilidade e taxas mudam a todo momento e vêm de terceiros; cada resultado diz de onde veio e
          quão recente é. Valores em milhas convertidos em reais são estimativas, não ofertas.
        </p>
      </Section>

      <Section title="Assinatura e pagamento">
        <p>
          A assinatura é vendida pela Kiwify, que processa o pagamento, as renovações, os cancelamentos e os reembolsos.
          Para cancelar a renovação ou pedir reembolso, use a Kiwify (pelo e-mail da compra). Compras pela internet
          podem ser desistidas em até 7 dias (Código de Defesa do Consumidor, Lei 8.078/1990, art. 49).
        </p>
        <p>O acesso dura o período pago; quando a Kiwify avisa de um cancelamento ou reembolso, ele termina.</p>
      </Section>

      <Section title="Sua conta">
        <p>
          A conta é pessoal. Guarde sua senha e não a compartilhe; se suspeitar de um acesso que não foi seu, troque a
          senha (as outras sessões terminam na hora) e fale conosco.
        </p>
        <p>
          Você pode baixar seus dados e excluir a conta a qualquer momento em{' '}
          <Link to={PROFILE_PATH} className="text-primary underline underline-offset-2">
            Meu Perfil
          </Link>
          . A exclusão apaga tudo o que é da conta e não cancela a assinatura na Kiwify.
        </p>
      </Section>

      <Section title="Uso aceitável">
        <p>
          O serviço tem limites por conta (buscas de calendário, verificações de alertas, links e cópias de dados) que
          protegem as fontes de tarifas; usá-lo de forma automatizada para contorná-los, ou para revender os resultados,
          não é permitido e pode levar ao bloqueio da conta.
        </p>
      </Section>

      <Section title="Contato">
        <p>
          Dúvidas sobre estes termos:{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary underline underline-offset-2">
            {SUPPORT_EMAIL}
          </a>
          . Estes termos seguem a lei brasileira.
        </p>
      </Section>
    </div>
  );
}
