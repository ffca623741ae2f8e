import type { MailMessage } from './mailer';

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

export function welcomeMail(to: string, loginUrl: string, password: string | null): MailMessage {
  const credentials = password
    ? `Seu acesso: ${to}\nSenha provisória: ${password}\n\nNo primeiro acesso você deverá trocar essa senha.`
    : `Seu acesso: ${to}\nUse a senha padrão informada na página de compra; no primeiro acesso você deverá trocá-la.`;
  return {
    to,
    kind: 'welcome',
    subject: 'Bem-vindo à Bússola das Passagens',
    text: `Olá!\n\nSua assinatura foi confirmada.\n\n${credentials}\n\nEntre em: ${loginUrl}${SIGNATURE}`,
  };
}

/** The links in a plain-text body (the development mailbox lists them for tests and local use). */
export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
