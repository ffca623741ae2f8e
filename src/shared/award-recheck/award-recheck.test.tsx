import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awardRecheck } from '@core/contract/award-recheck';
import type { AwardRecheckInput } from '@core/schemas/award-recheck';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { type FakeReply, replyWith } from '../../../tests/unit/fakes/contract-fake';
import { AwardRecheck } from './award-recheck';

const request: AwardRecheckInput = {
  origin: 'GRU',
  destination: 'MIA',
  date: addDaysIso(todayIsoDate(), 30),
  cabin: 'ECONOMY',
  provider: 'seats_aero',
  source: 'smiles',
  miles: 42500,
  taxes: 98.12,
  taxesCurrency: 'BRL',
  seats: 4,
  availabilityId: '2pZ8xM4dRl8nP2sU6xA0zC5eG7i',
};
const LIMIT = 'Você já usou as 20 verificações de hoje. Tente de novo amanhã.';

let replies: FakeReply[];
let sent: unknown[];
/** Lets a test hold the server's answer to see 'Verificando…'. */
let hold: Promise<void>;

beforeEach(() => {
  sent = [];
  hold = Promise.resolve();
  replies = [
    replyWith(awardRecheck, {
      found: true,
      offer: { miles: 51000, taxes: 98.12, taxesCurrency: 'BRL', seats: 2, seenAt: new Date().toISOString() },
      changes: [
        { kind: 'dearer', text: 'Mais caro: 51.000 milhas (antes 42.500)' },
        { kind: 'fewer_seats', text: 'Menos lugares: 2 (antes 4)' },
      ],
      message: 'Confirmado agora: 51.000 milhas + R$ 98,12, 2 lugares',
      sourceLabel: 'Seats.aero',
      note: null,
      refreshRequested: true,
      checkedAt: new Date().toISOString(),
      remainingToday: 19,
    }),
    { status: 429, body: { success: false, error: LIMIT, code: 'rate_limited' } },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toContain(awardRecheck.path);
      sent.push(JSON.parse(String(init?.body)));
      await hold;
      const reply = replies.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('"Ainda está lá?"', () => {
  it("asks the server, says 'Verificando…', then the answer and what changed in a live region; then the limit", async () => {
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    render(<AwardRecheck request={request} />);
    const button = screen.getByRole('button', { name: /^Ainda está lá\? Verificar de novo GRU → MIA/ });
    const status = screen.getByRole('status');
    await userEvent.click(button);
    expect(await within(status).findByText('Verificando…')).toBeInTheDocument();
    expect(button).toBeDisabled();
    release();
    expect(
      await within(status).findByText('Confirmado agora: 51.000 milhas + R$ 98,12, 2 lugares'),
    ).toBeInTheDocument();
    expect(within(status).getByText('Mais caro: 51.000 milhas (antes 42.500)')).toBeInTheDocument();
    expect(within(status).getByText('Menos lugares: 2 (antes 4)')).toBeInTheDocument();
    expect(
      within(status).getByText(/Seats\.aero, verificado às \d{2}:\d{2} \(Brasília\) · restam 19 hoje/),
    ).toBeInTheDocument();
    expect(sent).toEqual([request]);

    await userEvent.click(button);
    expect(await within(status).findByText(LIMIT)).toBeInTheDocument();
  });

  it("says 'Não encontrado agora' when the seat is gone", async () => {
    replies = [
      replyWith(awardRecheck, {
        found: false,
        offer: null,
        changes: [],
        message: 'Não encontrado agora',
        sourceLabel: 'Seats.aero',
        note: null,
        refreshRequested: false,
        checkedAt: new Date().toISOString(),
        remainingToday: 18,
      }),
    ];
    render(<AwardRecheck request={request} />);
    await userEvent.click(screen.getByRole('button', { name: /Ainda está lá\?/ }));
    expect(await within(screen.getByRole('status')).findByText('Não encontrado agora')).toBeInTheDocument();
  });

  it('offline: the button is off and says it needs the internet, nothing is sent', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    render(<AwardRecheck request={request} />);
    const button = screen.getByRole('button', { name: /Ainda está lá\?/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Verificar de novo precisa de conexão com a internet.');
    expect(sent).toEqual([]);
  });

  it('nothing for an offer no provider can be asked about again', () => {
    const { container } = render(<AwardRecheck request={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
