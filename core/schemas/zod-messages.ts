/**
 * Every validation message a person can see is pt-BR and human. zod's pt-BR locale reads
 * like a parser ('Pequeno demais: esperado que string tivesse >=10 caracteres'); this map says what to fix,
 * naming the field when it is one we know. Schemas that give their own message keep it (zod asks this map
 * only when a schema has none).
 */

/** The fields of our request bodies and queries, with their article ('o e-mail', 'a senha'). */
const FIELDS: Readonly<Record<string, string>> = {
  email: 'o e-mail',
  password: 'a senha',
  currentPassword: 'a senha atual',
  newPassword: 'a nova senha',
  confirmPassword: 'a confirmação da senha',
  full_name: 'o nome',
  fullName: 'o nome',
  user_type: 'o tipo de viajante',
  origin: 'a origem',
  destination: 'o destino',
  departureDate: 'a data de ida',
  departDate: 'a data de ida',
  returnDate: 'a data de volta',
  cabinClass: 'a classe',
  passengers: 'o número de passageiros',
  tripType: 'o tipo de viagem',
  searchType: 'o tipo de busca',
  programs: 'os programas',
  plan: 'o plano',
  subscription_plan: 'o plano',
  subscription_expires: 'a data de expiração',
};

/** What zod hands a message map (the parts we read). */
export interface ZodIssueLike {
  code?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
}

const TOKEN_FIELDS = new Set(['token', 'access_token', 'refresh_token']);

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

function fieldOf(path: readonly PropertyKey[]): string | null {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key === 'string') return FIELDS[key] ?? null;
  }
  return null;
}

/** A human pt-BR message for one zod issue. */
export function humanIssueMessage(issue: ZodIssueLike): string {
  const path = issue.path ?? [];
  const last = [...path].reverse().find((k): k is string => typeof k === 'string');
  // A link's token or a session pair: the person did not type it, so say what happened, not its length.
  if (last && TOKEN_FIELDS.has(last)) return 'Link inválido ou expirado. Peça um novo link.';
  if (path.length === 0 && (issue.code === 'invalid_type' || issue.input === undefined)) {
    return 'Nenhum dado foi enviado. Preencha o formulário e tente novamente.';
  }
  const field = fieldOf(path);
  const the = field ?? 'este campo';
  const missing = issue.input === undefined || issue.input === null || issue.input === '';
  switch (issue.code) {
    case 'invalid_type':
      return missing ? `Informe ${the}.` : `${capitalize(the)} está em um formato inválido.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return missing || Number(issue.minimum) <= 1
          ? `Informe ${the}.`
          : `${capitalize(the)} deve ter pelo menos ${issue.minimum} caracteres.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') return `Escolha pelo menos ${issue.minimum} em ${the}.`;
      return `${capitalize(the)} deve ser no mínimo ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${capitalize(the)} deve ter no máximo ${issue.maximum} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Escolha no máximo ${issue.maximum} em ${the}.`;
      return `${capitalize(the)} deve ser no máximo ${issue.maximum}.`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Informe um e-mail válido.' : `${capitalize(the)} está em um formato inválido.`;
    case 'invalid_value':
      return `Escolha uma opção válida para ${the}.`;
    case 'unrecognized_keys':
      return 'O formulário enviou campos que não conhecemos. Atualize a página e tente novamente.';
    default:
      return missing ? `Informe ${the}.` : `Confira ${the}: o valor não é válido.`;
  }
}
