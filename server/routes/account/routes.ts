import * as ops from '@core/contract/account';
import {
  DELETION_ATTEMPT_WINDOW_MINUTES,
  DELETION_ATTEMPTS,
  DELETION_LINK_MINUTES,
  DELETION_LINKS_PER_HOUR,
  EXPORTS_PER_HOUR,
} from '@core/data/personal-data';
import { bodyReplies, errorReply, declareRoute, guardReplies, okReply, SIGNED_IN } from '../../openapi/contract';

const tags = ['Seus dados (LGPD)'];
const signedIn = { 401: guardReplies[401], 403: errorReply('Troca de senha pendente (primeiro acesso).') };

export const exportMyData = declareRoute(ops.exportMyData, {
  tags,
  summary: 'Baixa uma cópia de tudo o que o servidor guarda sobre a conta (Lei 13.709/2018, art. 18, II e V)',
  description:
    'Perfil e assinatura, compras, voos salvos, alertas com suas verificações, notificações, milhas, alertas de ' +
    'bônus, Telegram, notificações push, histórico de buscas, acessos e sessões. Sem senhas, hashes, tokens ou ' +
    'chaves, e nada de outra conta. Também com a assinatura vencida.',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.exportMyData, 'A cópia, em JSON (Content-Disposition: attachment).'),
    ...signedIn,
    429: errorReply(`Limite de ${EXPORTS_PER_HOUR} cópias por hora por conta; Retry-After diz quando libera.`),
  },
});

export const deleteMyAccount = declareRoute(ops.deleteMyAccount, {
  tags,
  summary: 'Exclui a conta e todos os dados dela (Lei 13.709/2018, art. 18, VI)',
  description:
    'Confirma com a senha (`password`) ou, numa conta sem senha, com o `token` do link enviado por e-mail ' +
    '(POST /api/me/deletion-link). Tudo o que é da conta sai numa transação; as sessões acabam, o Telegram e as ' +
    'notificações push deixam de receber, e um e-mail confirma. A assinatura na Kiwify não é cancelada. Os outros ' +
    'aparelhos da conta recebem 401 `account_deleted` no próximo contato, saem dela e apagam os dados dela.',
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.deleteMyAccount, 'Conta excluída.'),
    ...bodyReplies,
    400: errorReply('Senha incorreta, conta sem senha (peça o link), link inválido ou expirado, ou dados inválidos.'),
    ...signedIn,
    409: errorReply('Único administrador: outro precisa existir antes.'),
    429: errorReply(
      `Mais de ${DELETION_ATTEMPTS} tentativas em ${DELETION_ATTEMPT_WINDOW_MINUTES} minutos; Retry-After diz quando libera.`,
    ),
  },
});

export const requestDeletionLink = declareRoute(ops.requestDeletionLink, {
  tags,
  summary: 'Envia por e-mail o link que confirma a exclusão sem senha',
  description: `Uso único, ${DELETION_LINK_MINUTES} minutos; leva a /excluir-conta?token=…, que chama DELETE /api/me.`,
  security: SIGNED_IN,
  responses: {
    ...okReply(ops.requestDeletionLink, 'Link enviado.'),
    ...signedIn,
    429: errorReply(`Limite de ${DELETION_LINKS_PER_HOUR} links por hora por conta; Retry-After diz quando libera.`),
  },
});

export const privacyFacts = declareRoute(ops.privacyFacts, {
  tags,
  summary: 'O que /privacidade diz e depende deste servidor: contato, prazos de guarda, com quem compartilha',
  responses: { ...okReply(ops.privacyFacts, 'Os fatos da política de privacidade.') },
});
