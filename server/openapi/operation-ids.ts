import * as account from '@core/contract/account';
import * as admin from '@core/contract/admin';
import * as airlineTests from '@core/contract/airline-tests';
import * as airports from '@core/contract/airports';
import * as auth from '@core/contract/auth';
import * as awardRecheck from '@core/contract/award-recheck';
import * as beneficiaries from '@core/contract/beneficiaries';
import * as clubs from '@core/contract/clubs';
import * as dev from '@core/contract/dev';
import * as docs from '@core/contract/docs';
import * as explore from '@core/contract/explore';
import * as health from '@core/contract/health';
import * as insight from '@core/contract/insight';
import * as miles from '@core/contract/miles';
import * as notifications from '@core/contract/notifications';
import type { Operation } from '@core/contract/operation';
import * as priceAlerts from '@core/contract/price-alerts';
import * as profile from '@core/contract/profile';
import * as search from '@core/contract/search';
import * as session from '@core/contract/session';
import * as sync from '@core/contract/sync';
import * as telegram from '@core/contract/telegram';
import * as trips from '@core/contract/trips';
import * as wallet from '@core/contract/wallet';

/**
 * Every module of core/contract, by file name: an operation's operationId in the document is the name it is
 * exported under, so a client generated from the document calls `milesSearch` where the PWA calls
 * `call(milesSearch)`. A new module goes here (tests/server/openapi-document.test.ts lists the folder).
 */
export const CONTRACT_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  account,
  admin,
  'airline-tests': airlineTests,
  airports,
  auth,
  'award-recheck': awardRecheck,
  beneficiaries,
  clubs,
  dev,
  docs,
  explore,
  health,
  insight,
  miles,
  notifications,
  'price-alerts': priceAlerts,
  profile,
  search,
  session,
  sync,
  telegram,
  trips,
  wallet,
};

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'reply' in value;

let names: Map<Operation, string> | null = null;

/** The operationId of an operation of core/contract: its export name (unique across the modules, by test). */
export function operationIdOf(op: Operation): string {
  if (!names) {
    names = new Map();
    for (const module of Object.values(CONTRACT_MODULES))
      for (const [name, value] of Object.entries(module)) if (isOperation(value)) names.set(value, name);
  }
  const name = names.get(op);
  if (!name)
    throw new Error(`${op.method} ${op.path}: operação fora de CONTRACT_MODULES (server/openapi/operation-ids.ts)`);
  return name;
}
