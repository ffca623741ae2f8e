import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultClubPlan } from '@core/miles/clubs';
import type { ValuedClub } from '@core/schemas/clubs';
import { addDaysIso, todayIsoDate } from '@core/schemas/search';
import { keepReply } from '@/lib/kept-replies';
import { localDb } from '@/lib/local-db';
import { clearStoredUser, writeStoredUser } from '@/lib/stored-user';
import { KEPT_CLUBS_KIND } from './api/get-clubs';
import { ClubsSection } from './clubs-section';

/** The running campaign ends a week from the test's clock. */
const CAMPAIGN_END = addDaysIso(todayIsoDate(), 7);
const esfera: ValuedClub = {
  ...defaultClubPlan('esfera-1000'),
  costPerThousandBRL: 54.9,
  milesProgram: 'SMILES',
  bonusPercent: 100,
  campaign: { id: 'c1', from: 'ESFERA', to: 'SMILES', validUntil: CAMPAIGN_END },
  milesCostPerThousandBRL: 27.45,
  milheiro: { value: 30, reference: false, program: 'SMILES' },
  buyPerThousandBRL: 35,
  verdict: 'sim',
  why: 'R$ 27,45 por mil milhas Smiles com o bônus de 100%, abaixo do seu milheiro de R$ 30,00.',
};
const latam: ValuedClub = {
  ...esfera,
  id: 'latam-pass-1000',
  program: 'LATAM_PASS',
  planName: 'Clube LATAM Pass 1.000',
  monthlyPriceBRL: null,
  confidence: 'unconfirmed',
  sources: [{ site: 'nenhuma fonte com o preço atual', date: null }],
  costPerThousandBRL: null,
  milesProgram: 'LATAM_PASS',
  bonusPercent: 0,
  campaign: null,
  milesCostPerThousandBRL: null,
  milheiro: { value: 24.5, reference: true, program: 'LATAM_PASS' },
  buyPerThousandBRL: null,
  minimumStayMonths: 6,
  verdict: 'depende',
  why: 'Preço a confirmar: sem ele não dá para calcular o custo por mil.',
};

let reply: () => Promise<Response>;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => reply()),
  );
  writeStoredUser({ id: 'user-1', email: 'viajante@example.com' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  clearStoredUser();
  await localDb.keptReplies.clear();
});

describe('Clubes', () => {
  it('shows each club: price, points, cost per thousand before and after the bonus, the comparisons, the verdict and its source', async () => {
    reply = async () => Response.json({ clubs: [esfera, latam] });
    render(<ClubsSection userId="user-1" />);
    const card = within(await screen.findByRole('listitem', { name: 'Clube Esfera 1.000' }));
    expect(card.getByText('R$ 54,90 por mês · 1.000 pontos Esfera por mês')).toBeInTheDocument();
    expect(card.getByText('R$ 54,90 por mil pontos Esfera')).toBeInTheDocument();
    expect(
      card.getByText(
        `R$ 27,45 por mil milhas Smiles com 100% de bônus (campanha Esfera → Smiles até ${CAMPAIGN_END.split('-').reverse().join('/')})`,
      ),
    ).toBeInTheDocument();
    expect(card.getByText('Seu milheiro Smiles: R$ 30,00')).toBeInTheDocument();
    expect(
      card.getByText('Comprar pontos a preço de tabela (estimativa) com 100% de bônus: R$ 35,00 por mil'),
    ).toBeInTheDocument();
    expect(card.getByText('Vale a pena')).toBeInTheDocument();
    expect(card.getByText(esfera.why)).toBeInTheDocument();
    expect(card.getByText('Fonte: passagens.top (lançamento do Clube Esfera)')).toBeInTheDocument();

    const unpriced = within(screen.getByRole('listitem', { name: 'Clube LATAM Pass 1.000' }));
    expect(unpriced.getByText(/preço a confirmar/)).toBeInTheDocument();
    expect(unpriced.getByText('Depende')).toBeInTheDocument();
    expect(unpriced.getByText('Compra de milhas: não configurado')).toBeInTheDocument();
    expect(
      unpriced.getByText('Milheiro LATAM Pass de referência: R$ 24,50 (você não informou o seu)'),
    ).toBeInTheDocument();
    expect(unpriced.getByText('Permanência mínima: 6 meses')).toBeInTheDocument();
    expect(unpriced.getByText('Fonte: nenhuma fonte com o preço atual — a confirmar')).toBeInTheDocument();
  });

  it('keeps the reply on the device, and offline shows the kept one with its age', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000 - 60_000);
    await keepReply('user-1', KEPT_CLUBS_KIND, '', [esfera], { now: twoHoursAgo });
    reply = async () => {
      throw new TypeError('Failed to fetch');
    };
    render(<ClubsSection userId="user-1" />);
    expect(await screen.findByText('Sem internet: clubes visto há 2 h.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Clube Esfera 1.000' })).toHaveTextContent('Vale a pena');
  });

  it('offline with nothing kept: says the clubs come back with the connection', async () => {
    reply = async () => {
      throw new TypeError('Failed to fetch');
    };
    render(<ClubsSection userId="user-1" />);
    expect(await screen.findByText('Sem internet: os clubes aparecem quando a conexão voltar.')).toBeInTheDocument();
  });
});
