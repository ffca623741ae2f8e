import { SUPPORT_REPLY_HOURS } from './contact';

export interface HelpLink {
  href: string;
  label: string;
}

export interface HelpTopic {
  id: string;
  pergunta: string;
  resposta: string;
  link?: HelpLink;
}

export interface HelpSection {
  id: string;
  titulo: string;
  topicos: HelpTopic[];
}

/** Central de Ajuda content (SPEC §1, §2, §9). Never states a password value. */
export const HELP_SECTIONS: HelpSection[] = [
  {
    id: 'primeiros-passos',
    titulo: 'Primeiros passos',
    topicos: [
      {
        id: 'o-que-e',
        pergunta: 'O que a Bússola das Passagens faz?',
        resposta:
          'Você informa origem, destino e data, e a Bússola mostra lado a lado as tarifas em dinheiro (R$) e as ofertas em milhas das companhias aéreas, com cada oferta em milhas convertida para um valor estimado em reais. A melhor opção aparece primeiro.',
      },
      {
        id: 'primeiro-acesso',
        pergunta: 'Como faço meu primeiro acesso?',
        resposta:
          'Depois da compra da assinatura, sua conta é criada com o e-mail usado no pagamento e uma senha padrão, enviada no e-mail de boas-vindas. No primeiro acesso o sistema pede que você troque essa senha por uma só sua.',
      },
      {
        id: 'seguranca',
        pergunta: 'Minhas buscas são seguras?',
        resposta:
          'Sim. As buscas são feitas por conexão segura e nenhum dado pessoal é armazenado ou compartilhado com companhias aéreas ou parceiros.',
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
          'No Buscador Inteligente, informe os aeroportos de origem e destino (digite a cidade ou o código IATA, como GRU), a data de ida e, se for ida e volta, a data de volta. Os resultados chegam ao vivo, à medida que cada fonte responde.',
      },
      {
        id: 'resultados-ao-vivo',
        pergunta: 'Por que os resultados aparecem aos poucos?',
        resposta:
          'Cada companhia e programa responde no seu tempo. Em vez de esperar o mais lento, mostramos cada resultado assim que chega; você pode interromper a busca a qualquer momento.',
      },
      {
        id: 'precos-mudam',
        pergunta: 'O preço que vi pode mudar na hora de comprar?',
        resposta:
          'Pode. Tarifas e disponibilidade de assentos em milhas mudam ao longo do dia. Cada resultado mostra quando foi consultado; confirme sempre no site da companhia ou do programa antes de emitir.',
      },
      {
        id: 'hubs',
        pergunta: 'Para que serve a página de hubs?',
        resposta:
          'Ela reúne os principais aeroportos de conexão do Brasil e do mundo. Buscar a partir de um hub costuma revelar mais disponibilidade em milhas; cada cartão abre a busca de tarifas award saindo daquele aeroporto.',
        link: { href: '/hubs-aeroportos', label: 'Ver hubs aeroportuários' },
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
          'Usamos um valor de referência por milheiro (1.000 milhas) de cada programa: LATAM Pass R$ 24,50; Smiles e Azul Fidelidade R$ 15,00; Virgin Atlantic R$ 18,00. O valor estimado é milhas × valor do milheiro ÷ 1.000, mais as taxas. Por isso aparece como "aproximadamente".',
      },
      {
        id: 'usar-milhas-ou-dinheiro',
        pergunta: 'Quando vale mais a pena usar milhas?',
        resposta:
          'Quando o mesmo voo aparece em dinheiro e em milhas, comparamos quanto cada milheiro está rendendo nessa emissão com o valor de referência do programa. Se render mais, a indicação é "Use milhas"; se render menos, "Pague em dinheiro".',
      },
      {
        id: 'tabela-fixa',
        pergunta: 'O que é a tabela fixa?',
        resposta:
          'É a tabela de referência de milhas por trecho entre regiões do mundo (por exemplo, América do Sul para Europa). Serve para estimar quantas milhas uma emissão costuma custar; a disponibilidade real depende do programa.',
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
          'Há planos mensal e anual. O anual inclui cursos bônus sobre acesso a salas VIP e reservas de hotel com milhas.',
      },
      {
        id: 'pagamento',
        pergunta: 'Como pago a assinatura?',
        resposta:
          'A assinatura é vendida por uma plataforma de pagamento parceira. Assim que o pagamento é aprovado, seu acesso é liberado automaticamente no e-mail da compra.',
      },
      {
        id: 'expirou',
        pergunta: 'Minha assinatura expirou. E agora?',
        resposta:
          'Quando a assinatura expira, as buscas ficam bloqueadas até a renovação. Seus voos salvos continuam guardados e voltam a aparecer assim que você renovar.',
      },
      {
        id: 'suporte',
        pergunta: 'Como falo com o suporte?',
        resposta: `Assinantes têm suporte prioritário, com resposta em até ${SUPPORT_REPLY_HOURS} horas pelo e-mail de contato no rodapé desta página.`,
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
          'Use a opção "Esqueci minha senha" na tela de login. Enviaremos um link de recuperação para o seu e-mail (confira também a caixa de spam); o link vale por 1 hora e pode ser usado uma vez.',
        link: { href: '/esqueci-senha', label: 'Recuperar minha senha' },
      },
      {
        id: 'link-magico',
        pergunta: 'Posso entrar sem digitar a senha?',
        resposta:
          'Sim, com um link mágico enviado por e-mail. Ele expira em poucos minutos e só funciona uma vez; se expirar, peça um novo.',
      },
      {
        id: 'trocar-senha-padrao',
        pergunta: 'Por que preciso trocar a senha padrão?',
        resposta:
          'A senha padrão é a mesma para novos assinantes, então ela só serve para o primeiro acesso. Ao trocá-la, só você conhece a sua senha.',
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
          'Nos resultados, use o botão de salvar no cartão do voo. Os voos salvos ficam em "Voos Salvos", no seu aparelho e na sua conta.',
      },
      {
        id: 'alerta-preco',
        pergunta: 'Como funciona o alerta de preço?',
        resposta:
          'Você define origem, destino e o preço máximo (em reais ou em milhas). Quando encontrarmos uma oferta abaixo desse valor, avisamos você.',
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
          'Sim. No Android, use a opção "Instalar app" do navegador. No iPhone, abra no Safari, toque em Compartilhar e depois em "Adicionar à Tela de Início".',
      },
      {
        id: 'sem-internet',
        pergunta: 'O que funciona sem internet?',
        resposta:
          'Depois do primeiro acesso, o aplicativo abre mesmo offline: esta central de ajuda, os hubs, seus voos salvos e os últimos resultados consultados. Novas buscas precisam de conexão; o que você salvar offline é enviado assim que a conexão voltar.',
      },
    ],
  },
];
