import { ERROR_SCHEMA_NAME, errorReplyJsonSchema, type Router } from './contract';

/** The tags, in the reference's order, with what each group of routes is for. */
const TAGS = [
  { name: 'Sessão', description: 'Entrar, renovar a sessão, sair, trocar a senha.' },
  { name: 'Conta', description: 'Cadastro, confirmação de e-mail, recuperação de senha e link de acesso.' },
  { name: 'Supabase Auth', description: 'Entrar pelo Supabase Auth, quando configurado.' },
  { name: 'Perfil', description: 'Meu Perfil.' },
  { name: 'Busca', description: 'A busca de passagens em reais e em milhas (SPEC §7).' },
  { name: 'Milhas', description: 'Disponibilidade em milhas pela Seats.aero.' },
  { name: 'Calendário', description: 'O calendário de preços: o dia mais barato de um mês, em reais e em milhas.' },
  { name: 'Viagem', description: 'A viagem inteira: ida e volta para o grupo, cada trecho em dinheiro ou em milhas.' },
  { name: 'Explorar', description: 'Para onde dá pra ir: destinos de um mês, em dinheiro e em milhas, em reais.' },
  { name: 'Bom preço?', description: 'O veredito de preço de uma rota (baixo, típico ou alto), pelo histórico.' },
  { name: 'Minhas milhas', description: 'Parceiros de transferência e campanhas de bônus.' },
  { name: 'Aeroportos', description: 'A lista para o autocompletar.' },
  { name: 'Sincronização', description: 'Voos salvos, alertas e histórico de buscas, sincronizados com o aparelho.' },
  { name: 'Alertas de preço', description: 'Verificação, histórico e notificações push dos alertas.' },
  { name: 'Notificações', description: 'A lista de avisos dentro do app.' },
  { name: 'Telegram', description: 'Os avisos dos alertas também pelo Telegram.' },
  { name: 'Seus dados (LGPD)', description: 'Uma cópia dos seus dados e a exclusão da conta (Lei 13.709/2018).' },
  { name: 'Administração', description: 'Painel Administrativo: usuários, assinaturas e o job de alertas.' },
  { name: 'Pagamentos', description: 'Webhook da Kiwify.' },
  { name: 'Testes de companhias', description: 'As páginas de teste das APIs das companhias aéreas.' },
  { name: 'Desenvolvimento', description: 'Só em desenvolvimento e testes.' },
  { name: 'Saúde', description: 'Para balanceadores de carga.' },
  { name: 'Documentação', description: 'Este documento e a sua referência.' },
];

const DESCRIPTION = `API da Bússola das Passagens: busca de passagens em reais e em milhas, alertas de preço, e a conta do
assinante. Todas as respostas são JSON; um erro é \`{success: false, error, code?, issues?}\`, com \`error\` em
português para mostrar ao usuário e \`code\` estável para programas.

**Autenticação**: \`POST /api/login\` devolve um token de acesso (JWT, curto) e grava dois cookies: \`bp_access\`
(o mesmo token) e \`bp_refresh\` (renovação, só para \`/api/auth/refresh\`). Envie o token como
\`Authorization: Bearer …\`, ou use os cookies no navegador. Rotas de assinante respondem 401 sem sessão e 403 com
a assinatura vencida; as de administração, 403 a quem não é administrador.

**Resultados da busca**: \`POST /api/search/async\` devolve um \`searchId\`; os resultados chegam pelo WebSocket
\`/ws\` (\`{type: "subscribe", searchId}\` → \`results\`… \`complete\`). As mensagens do \`/ws\`, nos dois sentidos,
estão em AsyncAPI 3.0 em [/api/asyncapi.json](/api/asyncapi.json).`;

/** Components every route refers to: the error reply and the ways to be signed in. */
export function declareComponents(app: Router) {
  const registry = app.openAPIRegistry;
  registry.registerComponent('schemas', ERROR_SCHEMA_NAME, errorReplyJsonSchema());
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'O token de acesso de /api/login (ou um token de acesso do Supabase Auth, quando configurado).',
  });
  registry.registerComponent('securitySchemes', 'accessCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'bp_access',
    description: 'O mesmo token de acesso, no cookie que o login grava (navegador).',
  });
  registry.registerComponent('securitySchemes', 'refreshCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'bp_refresh',
    description: 'O cookie de renovação (HttpOnly), enviado só a /api/auth/refresh e /api/auth/logout.',
  });
}

/**
 * The OpenAPI 3.1 document of every route the app declares. Its server is '/', relative to where the document was
 * read: the reference and a generated client call the origin they were opened on, whatever PUBLIC_URL says.
 */
export function buildDocument(app: Router) {
  const document = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'API da Bússola das Passagens', version: '1', description: DESCRIPTION },
    servers: [{ url: '/', description: 'Este servidor (a origem de onde este documento foi lido)' }],
    tags: TAGS,
  });
  // A public operation says so (security: []): a client reading the document never has to guess whether an
  // operation without the key wants a session.
  for (const item of Object.values(document.paths ?? {}))
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (operation && !operation.security) operation.security = [];
    }
  return document;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
