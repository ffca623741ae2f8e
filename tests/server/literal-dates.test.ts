import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A literal date ahead of today in a test that talks to the server is a test that breaks on the day it passes:
// the server compares what it is sent with its own clock (a departure must be ahead, an access_until runs out).
// Tests write such dates relative to their clock (addDaysIso(todayIsoDate(), n), daysFromNow(n)) or take them
// from a recording moved onto it (tests/helpers/recorded-dates.ts: recordedOn('…'), .moved('…')). This scans the
// server's tests, the e2e specs, their helpers and the fixtures for any other date after today.
//
// Out of scope: the web and core unit tests (src/, core/, tests/unit/) call functions and render screens in the
// test's own process, many with today passed in; they are checked by running them with the clock moved forward
// (faketime -f '+800d' npx vitest run --project core, and --project web).

const ROOTS = ['tests/server', 'tests/e2e', 'tests/helpers', 'tests/fixtures', 'server'];

/**
 * Files whose future dates are never compared with today, each with the reason. Keep it short: anything else
 * moves its dates onto the test's clock.
 */
const ALLOWED: Record<string, string> = {
  'tests/fixtures/serpapi/':
    'SerpApi replies as recorded: the contract tests parse them on a pinned clock (SERPAPI_NOW), and a test that sends them through a route moves them with recordedOn()',
  'tests/fixtures/seats-aero/':
    'Seats.aero replies as recorded: parsed on a pinned clock (SEATS_AERO_NOW), moved with recordedOn() where a route compares them with today',
  'tests/fixtures/kiwify':
    'Kiwify deliveries as recorded: tests/helpers/kiwify.ts moves their dates onto the test clock whenever one is loaded',
  'tests/helpers/fake-serpapi.ts': 'oneWay is the query of the recorded reply, asked on the pinned SERPAPI_NOW',
  'tests/helpers/seats-aero-contract.ts': 'the query of the recorded reply, asked on the pinned SEATS_AERO_NOW',
  'tests/server/google-flights-contract.test.ts':
    'parses the recorded SerpApi replies with the provider on the pinned SERPAPI_NOW; no route or real clock is involved',
  'tests/server/seats-aero-contract.test.ts':
    'parses the recorded Seats.aero replies with the provider on the pinned SEATS_AERO_NOW; no route or real clock is involved',
  'tests/helpers/alert-fakes.ts': 'replaces the day the SerpApi reply was recorded for with the day the test asks for',
  'tests/helpers/flight-fixture.ts':
    'the default flight and query of the unit tests, a day as data; the tests that send one where today matters pin their clock (cached-provider) or pass their own day',
};

const SCANNED = /\.(ts|tsx|mjs|json)$/;
const DATE = /(?<![\w-])(\d{4})-(\d{2})-(\d{2})(?!\d)/g;
/** Literal dates a reader can trace to a recording, moved onto the clock where they are used. */
const MOVED = /(?:recordedOn|\.moved)\(\s*['"`]$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && SCANNED.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.startsWith('server/') || /\.test\.ts$/.test(file));
}

/** The code without its comments (a comment may name any date), line numbers kept. */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');
}

const isCalendarDate = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** The dates after `today` in one file's text, as 'line date' (comments left out of code). */
function futureDatesIn(text: string, today: string, code = true): string[] {
  const scanned = code ? withoutComments(text) : text;
  const found: string[] = [];
  for (const match of scanned.matchAll(DATE)) {
    const [literal, y, m, d] = match;
    // An impossible day (February 30th) is sent to be refused whatever the clock says.
    if (!isCalendarDate(Number(y), Number(m), Number(d)) || literal <= today) continue;
    // From 2100 on a date is sent as "far beyond any window" (a boundary case), refused on any day of ours.
    if (Number(y) >= 2100) continue;
    if (MOVED.test(scanned.slice(Math.max(0, match.index - 20), match.index))) continue;
    found.push(`${scanned.slice(0, match.index).split('\n').length} ${literal}`);
  }
  return found;
}

const allowed = (file: string) => Object.keys(ALLOWED).some((prefix) => file.startsWith(prefix));

describe('dates in the tests that talk to the server', () => {
  it('has no literal date after today outside a recording moved onto the clock', () => {
    const today = new Date().toISOString().slice(0, 10);
    const found = ROOTS.flatMap(filesUnder)
      .filter((file) => !allowed(file))
      .sort()
      .flatMap((file) =>
        futureDatesIn(readFileSync(file, 'utf8'), today, !file.endsWith('.json')).map((hit) => `${file}:${hit}`),
      );
    expect(found).toEqual([]);
  });

  it('sees a fixed future date sent, and lets a moved recording, a comment, a past or impossible day pass', () => {
    // Built here so that this file holds no such literal itself.
    const year = new Date().getUTCFullYear() + 1;
    const text = [
      `const query = makeSearchQuery({ departureDate: '${year}-01-15' });`,
      `const day = recording.moved('${year}-01-15');`,
      `const recording = recordedOn('${year}-01-01');`,
      `// flights recorded for ${year}-01-15`,
      `const url = 'https://exemplo.com.br/a'; // ${year}-03-01`,
      `const old = '2020-01-15', impossible = '${year}-02-30';`,
      `expect(row.expires).toBe('${year}-03-01T12:30:00.000Z');`,
    ].join('\n');
    expect(futureDatesIn(text, `${year - 1}-12-31`)).toEqual([`1 ${year}-01-15`, `7 ${year}-03-01`]);
    expect(futureDatesIn(`{ "access_until": "${year}-12-22T10:16:00.000Z" }`, `${year}-01-01`, false)).toEqual([
      `1 ${year}-12-22`,
    ]);
  });

  it('lists each allowed path with the reason its dates are never compared with today', () => {
    const files = ROOTS.flatMap(filesUnder);
    for (const [prefix, reason] of Object.entries(ALLOWED)) {
      expect(
        files.some((file) => file.startsWith(prefix)),
        prefix,
      ).toBe(true);
      expect(reason.length, prefix).toBeGreaterThan(20);
    }
  });
});
