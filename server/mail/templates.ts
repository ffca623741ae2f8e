/** One e-mail the product sends (subjects and texts in pt-BR). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for (set_password, magic_link, password_reset, …), kept for support. */
  kind: string;
  /** Extra headers (List-Unsubscribe on alert e-mails); sent over SMTP, not kept in the outbox. */
  headers?: Record<string, string>;
  /**
   * A stable Message-ID ('<…@…>') when the same e-mail may be sent again: a resend is recognisable as one, and an
   * SMTP failure is thrown to the caller (who still owes it) instead of only logged.
   */
  messageId?: string;
}

const SIGNATURE = '\n\nBoas viagens,\nEquipe Bússola das Passagens';

export function magicLinkMail(to: string, link: string): MailMessage {
  return {
    to,
    kind: 'magic_link',
    subject: 'Seu link de acesso à Bússola das Passagens',
    text: `Olá!\n\nUse o link abaixo para entrar. Ele vale por 15 minutos e só pode ser usado uma vez:\n\n${link}\n\nSe você não pediu este acesso, ignore este e-mail.${SIGNATURE}`,
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    kind: 'password_reset',
    subject: 'Recuperação de senha',
    text: `Olá!\n\nRecebemos um pedido para redefinir sua senha. Abra o link abaixo (válido por 1 hora, uso único):\n\n${link}\n\nSe não foi você, ignore este e-mail: sua senha continua a mesma.${SIGNATURE}`,
  };
}

export function confirmationMail(to: string, link: string): MailMessage {
  return {
    to,
    kind: 'email_confirmation',
    subject: 'Confirme seu e-mail',
    text: `Olá!\n\nConfirme seu e-mail para ativar sua conta (link válido por 24 horas):\n\n${link}${SIGNATURE}`,
  };
}

/**
 * A purchase's account has no password until its owner sets one through this link: no e-mail ever
 * carries a password, and nobody who cannot read this inbox can sign in to what was paid for.
 */
export function setPasswordMail(to: string, link: string, forgotUrl: string): MailMessage {
  return {
    to,
    kind: 'set_password',
    subject: 'Defina sua senha',
    text: `Olá!\n\nSua assinatura da Bússola das Passagens foi confirmada. Para entrar, defina sua senha pelo link abaixo (válido por 7 dias, uso único):\n\n${link}\n\nSe o link expirar, peça um novo em ${forgotUrl}.${SIGNATURE}`,
  };
}

/** The subscription is Kiwify's: deleting the account here does not stop its charges. */
const KIWIFY_NOTICE =
  'A assinatura comprada na Kiwify não é cancelada pela exclusão da conta. Para não ser cobrado de novo, cancele-a pela Kiwify (pelo e-mail da compra). Se ela for renovada, uma nova conta será criada com este e-mail.';

/** An account without a password confirms its deletion through this link (it asked for it on /perfil). */
export function accountDeletionLinkMail(to: string, link: string, minutes: number): MailMessage {
  return {
    to,
    kind: 'account_deletion_link',
    subject: 'Confirme a exclusão da sua conta',
    text: `Olá!\n\nRecebemos um pedido para excluir sua conta da Bússola das Passagens e todos os dados dela. Para confirmar, abra o link abaixo (válido por ${minutes} minutos, uso único) no aparelho em que você está conectado:\n\n${link}\n\n${KIWIFY_NOTICE}\n\nSe você não pediu isto, ignore este e-mail: nada será excluído.${SIGNATURE}`,
  };
}

/** Sent once the deletion is committed: what went, and what was not cancelled. */
export function accountDeletedMail(to: string): MailMessage {
  return {
    to,
    kind: 'account_deleted',
    subject: 'Sua conta foi excluída',
    text: `Olá!\n\nSua conta da Bússola das Passagens foi excluída, com tudo o que guardávamos dela: perfil, voos salvos, alertas, notificações, milhas, histórico de buscas, acessos, o vínculo com o Telegram e as notificações push. Os aparelhos em que ela estava conectada saem dela e apagam os dados dela no próximo contato com o servidor.\n\n${KIWIFY_NOTICE}\n\nEste é o último e-mail que enviamos a este endereço, salvo se uma nova conta for criada com ele.${SIGNATURE}`,
  };
}

export interface PriceAlertMailParts {
  title: string;
  body: string;
  /** The search for that route and date (absolute). */
  searchUrl: string;
  /** The page that stops this alert (/alertas/parar?token=…). */
  stopPageUrl: string;
  /** The API that stops it in one click (RFC 8058: List-Unsubscribe-Post). */
  unsubscribeUrl: string;
}

/** A price alert fired: the fare, the search, and 'Parar este alerta' in one click. */
export function priceAlertMail(to: string, parts: PriceAlertMailParts, messageId?: string): MailMessage {
  return {
    to,
    ...(messageId ? { messageId } : {}),
    kind: 'price_alert',
    subject: `Alerta de preço: ${parts.title}`,
    text: `Olá!\n\nSeu alerta de preço encontrou uma tarifa:\n\n${parts.title}\n${parts.body}\n\nVer a busca: ${parts.searchUrl}\n\nParar este alerta: ${parts.stopPageUrl}${SIGNATURE}`,
    headers: {
      'List-Unsubscribe': `<${parts.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface BonusAlertMailParts {
  title: string;
  body: string;
  /** Minhas milhas (absolute): the campaigns, and the alert to edit or delete. */
  pageUrl: string;
}

/** A transfer-bonus alert fired: the campaign, and where the alert is changed or deleted. */
export function bonusAlertMail(to: string, parts: BonusAlertMailParts, messageId?: string): MailMessage {
  return {
    to,
    ...(messageId ? { messageId } : {}),
    kind: 'bonus_alert',
    subject: `Bônus de transferência: ${parts.title}`,
    text: `Olá!\n\nSeu alerta de bônus encontrou uma campanha:\n\n${parts.title}\n${parts.body}\n\nVer em Minhas milhas (onde você também altera ou apaga este alerta): ${parts.pageUrl}${SIGNATURE}`,
  };
}

/** A wallet lot is about to expire: how much, when, and where the lot is updated or zeroed. */
export function expiryReminderMail(to: string, parts: BonusAlertMailParts, messageId?: string): MailMessage {
  return {
    to,
    ...(messageId ? { messageId } : {}),
    kind: 'expiry_reminder',
    subject: `Pontos expirando: ${parts.title}`,
    text: `Olá!\n\n${parts.title}\n${parts.body}\n\nVer em Minhas milhas (onde você atualiza ou zera este lote): ${parts.pageUrl}${SIGNATURE}`,
  };
}

/** The links in a plain-text body (the development mailbox lists them for tests and local use). */
export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
