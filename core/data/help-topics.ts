import { SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from './contact';

/** An in-app link shown under an answer (rendered as a router link, never as HTML in the text). */
export interface HelpLink {
  href: string;
  label: string;
}

export interface HelpTopic {
  id: string;
  pergunta: string;
  resposta: string;
  /** Words people search with that the text does not use ('cancelar' for 'Como cancelo…', 'push'). */
  palavras?: readonly string[];
  link?: HelpLink;
}

export interface HelpSection {
  id: string;
  titulo: string;
  topicos: readonly HelpTopic[];
}

/**
 * Central de Ajuda content (SPEC §1, §2, §9). Never states a password value: the default password is only
 * said to arrive in the welcome e-mail. Topic ids are unique across sections.
 */
export const HELP_SECTIONS: readonly HelpSection[] = [
  {
    id: 'primeiros-passos',
    titulo: 'Primeiros passos',
    topicos: [
      {
        id: 'o-que-e',
        pergunta: 'O que a Bússola das Passagens faz?',
        resposta:
          'Você informa origem, destino e data, e a Bússola compara lado a lado as tarifas em dinheiro (R$) e as ofertas em milhas de várias companhias aéreas. Cada oferta em milhas vem com um valor estimado em reais, para você saber na hora se vale mais pagar ou usar os pontos. A melhor opção aparece primeiro.',
      },
      {
        id: 'primeiro-acesso',
        pergunta: 'Como faço meu primeiro acesso?',
        resposta:
          'Assim que o pagamento da assinatura é aprovado, sua conta é criada com o e-mail usado na compra e enviamos a esse e-mail o link "Defina sua senha" (confira também a caixa de spam). Abra o link, crie sua senha e entre com o e-mail e essa senha. O link vale por 7 dias e funciona uma vez; se expirar, peça um novo em "Esqueci minha senha".',
      },
      {
        id: 'onde-fica',
        pergunta: 'Onde encontro cada ferramenta?',
        resposta:
          'No menu do topo: Buscador Inteligente (dinheiro e milhas na mesma busca), Calendário (o dia mais barato de um mês), Tabela Fixa e Award (tarifas em milhas por programa), Minhas milhas (seus saldos e quanto pagou por eles), Hubs Aeroportuários (os principais aeroportos de conexão) e esta Central de Ajuda. Seu perfil, o plano e a data de expiração ficam no menu do seu avatar.',
      },
      {
        id: 'seguranca',
        pergunta: 'Minhas buscas são seguras?',
        resposta:
          'Sim. As buscas são feitas por conexão segura, e as fontes de tarifas (companhias aéreas, programas de fidelidade e outros parceiros) recebem só a rota, as datas, a cabine e o número de passageiros, nunca seu nome ou e-mail. O que guardamos da sua conta, por quanto tempo, e como baixar seus dados ou excluir a conta está na Política de privacidade (/privacidade).',
      },
    ],
  },
  {
    id: 'busca',
    titulo: 'Busca de voos',
    topicos: [
      {
        id: 'como-buscar',
        pergunta: 'Como faço uma busca?',
        resposta:
          'No Buscador Inteligente, informe origem e destino (digite a cidade ou o código do aeroporto, como GRU ou MIA), a data de ida e, se for ida e volta, a data de volta, a cabine e o número de passageiros (de 1 a 9). Escolha se quer ver tarifas em dinheiro, em milhas ou as duas.',
      },
      {
        id: 'resultados-ao-vivo',
        pergunta: 'Por que os resultados aparecem aos poucos?',
        resposta:
          'Cada companhia e cada programa de milhas responde no seu tempo. Em vez de esperar o mais lento, mostramos cada resultado assim que ele chega. Você pode interromper a busca a qualquer momento e ficar com o que já apareceu.',
      },
      {
        id: 'precos-mudam',
        pergunta: 'O preço que vi pode mudar na hora de comprar?',
        resposta:
          'Pode. Tarifas e assentos disponíveis em milhas mudam ao longo do dia. Cada resultado mostra se é ao vivo, de uma consulta recente ou da tabela de referência; confirme sempre no site da companhia ou do programa antes de emitir.',
      },
      {
        id: 'calendario',
        pergunta: 'Como uso o Calendário para achar o dia mais barato?',
        palavras: ['mês', 'datas flexíveis', 'melhor dia', 'estrela', 'ver R$', 'sem R$'],
        resposta:
          'Abra Calendário no menu (ou toque em "Ver o mês inteiro" depois de uma busca) e escolha origem, destino e um mês, ou um período de até 62 dias, só ida ou ida e volta com o número de noites. Cada dia mostra a tarifa em dinheiro (R$) e, depois de "mi", a melhor oferta em milhas convertida em reais; o que sai mais barato no dia aparece em negrito, e a cor diz se o dia está entre os mais baratos, os intermediários ou os mais caros do período. A estrela marca o melhor dia: o menor total em reais; se vários dias custam o mesmo, marcamos o mais cedo. "sem R$" quer dizer que ainda não temos a tarifa em dinheiro daquele dia: quando aparece "ver R$" embaixo dele, um toque consulta essa tarifa (há um limite de consultas por hora). Toque em um dia para abrir a busca completa dele. O último calendário que você viu fica guardado no aparelho e abre mesmo sem internet, dizendo há quanto tempo os preços foram vistos.',
        link: { href: '/calendario', label: 'Abrir o Calendário' },
      },
      {
        id: 'veredito-preco',
        pergunta: 'O que querem dizer "Preço baixo", "Normal" e "Preço alto"?',
        palavras: ['bom preço', 'veredito', 'histórico insuficiente', 'faixa típica', 'gráfico'],
        resposta:
          'É o veredito de preço: compara o preço da oferta com a faixa típica da mesma rota e cabine. Abaixo da faixa é "Preço baixo", dentro dela é "Normal", acima é "Preço alto". Em milhas, a comparação é com o mesmo programa, cabine e mês da viagem (a Smiles, a LATAM Pass e a Azul mudam o preço todo dia): é "Preço baixo" no percentil 20 dos menores preços de cada dia ou abaixo dele, ou 20% abaixo da mediana, e a frase diz quanto abaixo ou acima do típico, por exemplo "12.000 milhas Smiles GRU–SSA está 35% abaixo do típico (mediana de 18.500 em janeiro, 42 observações)". Uma cidade (SAO) conta os seus aeroportos. Para tarifas em dinheiro, quando o Google Flights informa a faixa típica da rota, usamos a dele e dizemos que a fonte é o Google; nos outros casos, a faixa vem dos menores preços de cada dia que a Bússola já observou. Enquanto os dados são poucos (são precisas ao menos 10 observações, em 7 dias diferentes), aparece "histórico insuficiente": preferimos não dizer nada a inventar o que é normal. Em "Detalhes do Voo" você vê a faixa, a distância até a mediana e o gráfico dos últimos 90 dias. É uma referência do passado, não uma previsão: o preço pode subir ou cair.',
      },
      {
        id: 'sem-resultados',
        pergunta: 'A busca não encontrou voos. O que posso fazer?',
        resposta:
          'Tente datas próximas, outra cabine ou saia de um hub: aeroportos como Guarulhos, Galeão e Viracopos têm mais voos e mais assentos liberados em milhas do que cidades menores. Às vezes vale emitir o trecho doméstico separado.',
      },
      {
        id: 'bagagem',
        pergunta: 'A bagagem está incluída no preço?',
        palavras: ['mala', 'malas', 'despachar', 'franquia'],
        resposta:
          'Mostramos o preço que cada fonte informa, sem detalhar a franquia de bagagem, que muda com a companhia, a tarifa e o programa de milhas. Confira a bagagem incluída no site da companhia ou do programa antes de comprar ou emitir.',
      },
      {
        id: 'criancas',
        pergunta: 'Como busco uma viagem com crianças ou bebês?',
        palavras: ['criança', 'crianças', 'bebê', 'bebês', 'infantil', 'filho', 'filhos'],
        resposta:
          'Em Passageiros, informe quantas pessoas viajam (de 1 a 9), crianças incluídas. As tarifas de crianças e de bebês de colo, e as milhas que elas pedem, seguem as regras de cada companhia e programa e não aparecem separadas nos resultados: confirme no site antes de comprar ou emitir.',
      },
      {
        id: 'hubs',
        pergunta: 'Para que serve a página de hubs?',
        resposta:
          'Ela reúne os principais aeroportos de conexão do Brasil e do mundo e explica quais companhias e alianças voam para cada um. Cada cartão abre a busca de tarifas em milhas saindo daquele aeroporto.',
        link: { href: '/hubs-aeroportos', label: 'Ver os hubs aeroportuários' },
      },
    ],
  },
  {
    id: 'milhas',
    titulo: 'Milhas e valor estimado',
    topicos: [
      {
        id: 'valor-milheiro',
        pergunta: 'Como vocês calculam o valor das milhas em reais?',
        resposta:
          'Usamos um valor de referência por milheiro (1.000 milhas) de cada programa: LATAM Pass R$ 24,50; Smiles e Azul Fidelidade R$ 15,00; Virgin Atlantic R$ 18,00. O valor estimado é a quantidade de milhas dividida por 1.000 e multiplicada pelo valor do milheiro. Por isso ele aparece como "aproximadamente".',
      },
      {
        id: 'aproximadamente',
        pergunta: 'Por que algumas ofertas não mostram o valor em reais?',
        resposta:
          'O valor estimado só aparece quando o programa de milhas é conhecido. Se a companhia não informa o programa, mostramos apenas a quantidade de milhas e as taxas.',
      },
      {
        id: 'milhas-ou-dinheiro',
        pergunta: 'Quando vale mais a pena usar milhas?',
        resposta:
          'Compare a tarifa em dinheiro do mesmo voo com as milhas pedidas. Se cada milheiro "render" mais do que o valor de referência do programa (tarifa em reais menos as taxas da emissão, dividida pelas milhas e multiplicada por 1.000), usar milhas compensa; se render menos, guarde as milhas e pague em dinheiro.',
      },
      {
        id: 'minhas-milhas',
        pergunta: 'Para que serve Minhas milhas?',
        palavras: ['saldo', 'carteira', 'pontos', 'livelo', 'esfera', 'transferência', 'bônus', 'calculadora'],
        resposta:
          'Em Minhas milhas você anota o saldo de cada programa — milhas das companhias (Smiles, LATAM Pass, Azul Fidelidade, TAP Miles&Go) e pontos de bancos e parceiros (Livelo, Esfera, Átomos, Iupp, Inter Loop, Accor ALL) — e quanto pagou por 1.000 milhas ou pontos (o seu milheiro). Com o seu milheiro, as ofertas em milhas passam a ser avaliadas pelo que elas custam para você, e "Como pagar" mostra se dá para emitir com o seu saldo ou com uma transferência; sem ele, usamos um valor de referência e avisamos que é referência. A página mostra também quais programas transferem para quais (e o que ainda falta confirmar), uma calculadora do milheiro efetivo com bônus de transferência, os bônus de transferência ativos e os alertas de bônus: você escolhe, por exemplo, Livelo → Smiles com bônus de pelo menos 80%, e avisamos quando uma campanha assim começar. Tudo fica guardado no aparelho, funciona sem internet e é sincronizado com a sua conta nos outros aparelhos.',
        link: { href: '/minhas-milhas', label: 'Abrir Minhas milhas' },
      },
      {
        id: 'tabela-fixa',
        pergunta: 'O que é a tabela fixa?',
        resposta:
          'É uma tabela de referência com as milhas de um trecho entre regiões do mundo (por exemplo, da América do Sul para a Europa), com executiva valendo o dobro e primeira classe o triplo da econômica. Ela serve para estimar quanto uma emissão costuma custar; a disponibilidade real e o preço final dependem do programa.',
      },
      {
        id: 'programas',
        pergunta: 'Quais programas de milhas são pesquisados?',
        resposta:
          'LATAM Pass, Smiles, Azul Fidelidade e Virgin Atlantic. Na Tabela Fixa e Award você escolhe quais programas consultar em cada busca. Pontos de cartão de crédito e de programas de pontos, como Livelo e Esfera, não são pesquisados: transfira-os para um desses programas antes de emitir.',
        palavras: ['pontos', 'cartão de crédito', 'transferência', 'transferir'],
        link: { href: '/busca-award', label: 'Abrir a Tabela Fixa e Award' },
      },
    ],
  },
  {
    id: 'assinatura',
    titulo: 'Assinatura e pagamento',
    topicos: [
      {
        id: 'planos',
        pergunta: 'Quais planos existem?',
        resposta:
          'Há o plano mensal e o plano anual. O anual inclui cursos bônus sobre acesso a salas VIP e reservas de hotel com milhas.',
      },
      {
        id: 'pagamento',
        pergunta: 'Como pago a assinatura?',
        resposta:
          'A assinatura é vendida por uma plataforma de pagamento parceira, onde você escolhe o plano e a forma de pagamento. Assim que o pagamento é aprovado, o acesso é liberado automaticamente para o e-mail usado na compra.',
      },
      {
        id: 'expirou',
        pergunta: 'Minha assinatura expirou. E agora?',
        resposta:
          'Quando a assinatura expira, as buscas ficam bloqueadas até a renovação. Seus voos salvos e alertas continuam guardados e voltam a aparecer assim que você renovar. A data de expiração aparece no menu do seu avatar.',
      },
      {
        id: 'cancelar',
        pergunta: 'Como cancelo ou troco de plano?',
        palavras: ['cancelar', 'cancelamento', 'reembolso', 'estorno', 'trocar'],
        resposta:
          'Cancelamentos, reembolsos e trocas de plano são feitos pela plataforma de pagamento onde você assinou. Se precisar de ajuda, fale com o nosso suporte.',
      },
      {
        id: 'suporte',
        pergunta: 'Como falo com o suporte?',
        resposta: `Assinantes têm suporte prioritário, com resposta em até ${SUPPORT_REPLY_HOURS} horas. Escreva para ${SUPPORT_EMAIL} usando o e-mail da sua assinatura.`,
      },
    ],
  },
  {
    id: 'conta',
    titulo: 'Conta e senha',
    topicos: [
      {
        id: 'esqueci-senha',
        pergunta: 'Esqueci minha senha. Como recupero?',
        resposta:
          'Use a opção "Esqueci minha senha" na tela de login e informe seu e-mail. Enviaremos um link de recuperação (confira também a caixa de spam); ele vale por 1 hora e só pode ser usado uma vez.',
        link: { href: '/esqueci-senha', label: 'Recuperar minha senha' },
      },
      {
        id: 'senha-por-email',
        pergunta: 'Vocês enviam minha senha por e-mail?',
        resposta:
          'Nunca. Nenhum e-mail nosso traz uma senha: depois da compra você recebe um link para definir a sua, e só você a conhece. A senha precisa ter pelo menos 6 caracteres.',
      },
      {
        id: 'link-magico',
        pergunta: 'Posso entrar sem digitar a senha?',
        resposta:
          'Sim, com um link mágico enviado para o seu e-mail. Ele expira em poucos minutos e só funciona uma vez; se expirar, peça um novo.',
      },
      {
        id: 'perfil',
        pergunta: 'Como altero meu nome ou meu nível de experiência?',
        resposta:
          'Em Meu Perfil você edita o nome completo e o nível (iniciado ou avançado). O e-mail não pode ser alterado por lá, porque é ele que identifica a sua assinatura.',
        link: { href: '/perfil', label: 'Abrir meu perfil' },
      },
    ],
  },
  {
    id: 'favoritos-alertas',
    titulo: 'Favoritos e alertas',
    topicos: [
      {
        id: 'salvar-voo',
        pergunta: 'Como salvo um voo?',
        resposta:
          'Nos resultados, use o botão de salvar no cartão do voo. Ele vai para Voos Salvos com as milhas, o valor estimado em reais e a data do voo, guardado no seu aparelho e na sua conta.',
        link: { href: '/favoritos', label: 'Ver meus voos salvos' },
      },
      {
        id: 'alerta-preco',
        pergunta: 'Como funciona o alerta de preço?',
        palavras: ['notificação', 'notificações', 'push', 'aviso', 'avisar'],
        resposta:
          'Você define origem, destino e o preço máximo, em reais ou em milhas. Quando encontrarmos uma oferta abaixo desse valor, avisamos você por e-mail, com uma notificação no celular (se você ativar os avisos em Meus alertas) e na lista de Notificações do app.',
      },
      {
        id: 'telegram',
        pergunta: 'Como recebo meus alertas no Telegram?',
        palavras: ['telegram', 'bot', 'chat', 'mensagem', 'parar'],
        resposta:
          'Em Meus alertas, toque em "Receber no Telegram". Abrimos o Telegram numa conversa com o nosso bot: toque em Iniciar para terminar (o link vale por 15 minutos e funciona uma vez; se expirar, gere outro pelo mesmo botão). A partir daí seus alertas também chegam nessa conversa, além dos outros avisos que você já recebe. Para deixar de receber, toque em "Parar de receber no Telegram" em Meus alertas ou envie /parar ao bot. Os alertas só chegam em conversas privadas com o bot, e um chat recebe os alertas de uma conta só.',
        link: { href: '/alertas', label: 'Abrir Meus alertas' },
      },
      {
        id: 'varios-aparelhos',
        pergunta: 'Meus favoritos aparecem em outro celular ou computador?',
        resposta:
          'Sim. Os voos salvos e os alertas ficam na sua conta e são sincronizados em todos os aparelhos em que você entrar com o mesmo e-mail.',
      },
    ],
  },
  {
    id: 'offline',
    titulo: 'Uso offline e instalação',
    topicos: [
      {
        id: 'instalar',
        pergunta: 'Posso instalar a Bússola no celular?',
        resposta:
          'Sim. No Android, abra no Chrome e use a opção "Instalar app" do menu. No iPhone, abra no Safari, toque em Compartilhar e depois em "Adicionar à Tela de Início". O app abre em tela cheia, como um aplicativo comum.',
      },
      {
        id: 'sem-internet',
        pergunta: 'O que funciona sem internet?',
        resposta:
          'Depois do primeiro acesso, o app abre mesmo offline: esta Central de Ajuda, os hubs, seus voos salvos e os últimos resultados consultados. Novas buscas precisam de conexão; o que você salvar ou apagar offline é enviado assim que a internet voltar.',
      },
      {
        id: 'atualizar',
        pergunta: 'Como atualizo o aplicativo?',
        resposta:
          'Não é preciso baixar nada. Quando houver uma versão nova, aparece o aviso "Nova versão disponível": toque em Atualizar e o app recarrega já atualizado.',
      },
    ],
  },
];
