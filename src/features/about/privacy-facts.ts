// What /privacidade says before (or without) the server's answer: the defaults the server keeps to unless its
// operator changed them; the page says so while it shows them.
import { SUPPORT_EMAIL } from '@core/data/contact';
import {
  ALERT_CHECK_RETENTION_DAYS,
  DELETION_LINK_MINUTES,
  EXPORTS_PER_HOUR,
  MAIL_OUTBOX_RETENTION_DAYS,
  NOTIFICATION_RETENTION_DAYS,
  SEARCH_HISTORY_DEFAULT_DAYS,
  SESSION_DAYS,
  SIGN_IN_EVENT_RETENTION_DAYS,
} from '@core/data/personal-data';
import type { PrivacyFacts } from '@core/schemas/account';

export const DEFAULT_PRIVACY_FACTS: PrivacyFacts = {
  contactEmail: SUPPORT_EMAIL,
  retention: {
    searchHistoryDays: SEARCH_HISTORY_DEFAULT_DAYS,
    notificationDays: NOTIFICATION_RETENTION_DAYS,
    alertCheckDays: ALERT_CHECK_RETENTION_DAYS,
    signInEventDays: SIGN_IN_EVENT_RETENTION_DAYS,
    sessionDays: SESSION_DAYS,
    mailOutboxDays: MAIL_OUTBOX_RETENTION_DAYS,
  },
  exportsPerHour: EXPORTS_PER_HOUR,
  deletionLinkMinutes: DELETION_LINK_MINUTES,
  configured: {
    serpapi: false,
    seatsAero: false,
    airlineUpstreams: false,
    telegram: false,
    smtp: false,
    supabase: false,
  },
};

/** Lei 13.709/2018, art. 18: the holder's rights, in the words of the law. */
export const LGPD_RIGHTS = [
  ['I', 'confirmação da existência de tratamento'],
  ['II', 'acesso aos dados'],
  ['III', 'correção de dados incompletos, inexatos ou desatualizados'],
  [
    'IV',
    'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei',
  ],
  ['V', 'portabilidade dos dados a outro fornecedor de serviço ou produto'],
  ['VI', 'eliminação dos dados pessoais tratados com o consentimento do titular (salvo as hipóteses do art. 16)'],
  ['VII', 'informação das entidades públicas e privadas com as quais o controlador compartilhou dados'],
  ['VIII', 'informação sobre a possibilidade de não fornecer consentimento e sobre as consequências da negativa'],
  ['IX', 'revogação do consentimento'],
] as const;
