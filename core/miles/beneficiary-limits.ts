// Where each account stands against its programme's beneficiary rule: how many others it has issued for in the
// rule's window, how many are left and when the next one frees. Pure: the issues, the rules and today come in.
import { addDays, addMonths, formatISO, parseISO } from 'date-fns';
import { isUuid } from '../schemas/ids';
import { normalizeForSearch } from '../text/normalize';
import type { BeneficiaryLimit, BeneficiaryRule } from './beneficiary-rules';
import { limitReachedText, ruleSourceText, ruleSummary, waitText } from './beneficiary-text';

/** One recorded issue: from whose account (null = the holder), for whom (null = the holder; a member id; a name). */
export interface IssuanceRecord {
  program: string;
  accountMemberId: string | null;
  beneficiary: string | null;
  /** yyyy-MM-dd */
  issuedOn: string;
  tickets: number;
}

export type { BeneficiaryLimit } from './beneficiary-rules';

export interface HouseholdPerson {
  id: string;
  name: string;
}

/** An account's status level in a programme, as the wallet holds it ('Diamante'). */
export interface AccountTier {
  memberId: string | null;
  program: string;
  tier: string | null;
}

const HOLDER_KEY = 'titular';

const iso = (d: Date) => formatISO(d, { representation: 'date' });
const plusMonths = (day: string, months: number) => iso(addMonths(parseISO(day), months));

/**
 * One key per person: a member by id, anyone else by the name as typed, ignoring case, accents and spacing.
 * A typed name that is a member's name is that member, so "ana" typed by hand and the member Ana are one person.
 */
export function personKey(beneficiary: string | null, members: readonly HouseholdPerson[] = []): string {
  if (beneficiary === null) return HOLDER_KEY;
  if (isUuid(beneficiary)) return beneficiary.toLowerCase();
  const name = normalizeForSearch(beneficiary);
  const member = members.find((m) => normalizeForSearch(m.name) === name);
  return member ? member.id.toLowerCase() : `nome:${name}`;
}

/** The account's own key: an issue for oneself never counts. */
const accountKey = (memberId: string | null) => (memberId === null ? HOLDER_KEY : memberId.toLowerCase());

/** The rule's limit for this account: a status level named in the wallet's tier may raise it. */
export function limitFor(rule: BeneficiaryRule, tier: string | null | undefined): number {
  if (!tier) return rule.limit;
  const held = normalizeForSearch(tier);
  const matches = rule.tierLimits.filter((t) => held.includes(normalizeForSearch(t.tier))).map((t) => t.limit);
  return matches.length > 0 ? Math.max(...matches) : rule.limit;
}

interface Counted {
  key: string;
  issuedOn: string;
  tickets: number;
}

/** The first day of the rule's window on `today`; null for a list (everyone ever listed counts). */
function windowStart(rule: BeneficiaryRule, today: string): string | null {
  if (rule.kind === 'calendar_year') return `${today.slice(0, 4)}-01-01`;
  if (rule.kind === 'rolling') return iso(addDays(addMonths(parseISO(today), -(rule.windowMonths ?? 12)), 1));
  return null;
}

function inWindow(rule: BeneficiaryRule, issuedOn: string, today: string): boolean {
  if (rule.kind === 'calendar_year') return issuedOn.slice(0, 4) === today.slice(0, 4);
  if (rule.kind === 'rolling') return plusMonths(issuedOn, rule.windowMonths ?? 12) > today;
  return true;
}

function freesOn(rule: BeneficiaryRule, counted: readonly Counted[], today: string): string | null {
  if (counted.length === 0 || rule.kind === 'listed') return null;
  if (rule.kind === 'calendar_year') return `${Number(today.slice(0, 4)) + 1}-01-01`;
  const months = rule.windowMonths ?? 12;
  if (rule.counts === 'tickets') return counted.map((c) => plusMonths(c.issuedOn, months)).sort()[0] ?? null;
  // A person frees when their latest ticket leaves the window.
  const latest = new Map<string, string>();
  for (const c of counted) if ((latest.get(c.key) ?? '') < c.issuedOn) latest.set(c.key, c.issuedOn);
  return [...latest.values()].map((day) => plusMonths(day, months)).sort()[0] ?? null;
}

export interface BeneficiaryLimitsInput {
  issuances: readonly IssuanceRecord[];
  /** The rule in force per programme (the admin's correction or the core data). */
  rules: readonly BeneficiaryRule[];
  /** Brasília's day, yyyy-MM-dd. */
  today: string;
  /** The household's members; the holder is always an account. */
  members?: readonly HouseholdPerson[];
  tiers?: readonly AccountTier[];
}

/** Per account (the holder first, then each member) and programme with a rule. */
export function beneficiaryLimits(input: BeneficiaryLimitsInput): BeneficiaryLimit[] {
  const { issuances, rules, today, members = [], tiers = [] } = input;
  const accounts: (string | null)[] = [null, ...members.map((m) => m.id)];
  for (const i of issuances)
    if (
      i.accountMemberId !== null &&
      !accounts.some((a) => a !== null && accountKey(a) === accountKey(i.accountMemberId))
    )
      accounts.push(i.accountMemberId);

  return accounts.flatMap((memberId) =>
    rules.map((rule): BeneficiaryLimit => {
      const own = accountKey(memberId);
      const counted: Counted[] = issuances
        .filter(
          (i) =>
            i.program === rule.program && accountKey(i.accountMemberId) === own && inWindow(rule, i.issuedOn, today),
        )
        .map((i) => ({ key: personKey(i.beneficiary, members), issuedOn: i.issuedOn, tickets: i.tickets }))
        .filter((c) => c.key !== own);
      const people = [...new Set(counted.map((c) => c.key))];
      const used = rule.counts === 'people' ? people.length : counted.reduce((sum, c) => sum + c.tickets, 0);
      const tier = tiers.find((t) => t.program === rule.program && t.memberId === memberId)?.tier;
      const limit = limitFor(rule, tier);
      return {
        program: rule.program,
        memberId,
        rule: ruleSummary(rule),
        kind: rule.kind,
        counts: rule.counts,
        confidence: rule.confidence,
        source: ruleSourceText(rule),
        limit,
        used,
        left: Math.max(0, limit - used),
        freesOn: freesOn(rule, counted, today),
        periodStart: windowStart(rule, today),
        windowMonths: rule.windowMonths,
        waitDays: rule.waitDays,
        counted: people,
      };
    }),
  );
}

export interface IssueCheck {
  ok: boolean;
  /** Why not, or what to do first (a wait before a new beneficiary), in pt-BR. */
  warning?: string;
}

export interface IssueCheckOptions {
  /** The account's owner as the screen names them; null or absent = the holder ('Sua conta'). */
  accountName?: string | null;
  members?: readonly HouseholdPerson[];
}

/**
 * Whether `accountMemberId`'s account may issue `program` tickets for `beneficiaries` (one entry per ticket: null =
 * the holder, a member id, or a name) without passing its limit. A programme without a rule is always fine.
 */
export function canIssueFor(
  limits: readonly BeneficiaryLimit[],
  program: string,
  accountMemberId: string | null,
  beneficiaries: readonly (string | null)[],
  options: IssueCheckOptions = {},
): IssueCheck {
  const own = accountKey(accountMemberId);
  const limit = limits.find((l) => l.program === program && accountKey(l.memberId) === own);
  if (!limit) return { ok: true };
  const others = beneficiaries.map((b) => personKey(b, options.members)).filter((key) => key !== own);
  const newPeople = [...new Set(others)].filter((key) => !limit.counted.includes(key));
  const needed = limit.counts === 'tickets' ? others.length : newPeople.length;
  if (needed > limit.left)
    return { ok: false, warning: limitReachedText({ limit, accountName: options.accountName, needed }) };
  if (limit.kind === 'listed' && limit.waitDays && newPeople.length > 0)
    return { ok: true, warning: waitText(limit, newPeople.length) };
  return { ok: true };
}
