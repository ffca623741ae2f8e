import { useMemo } from 'react';
import type { AwardOffer } from '@core/miles/award-cost';
import { type HowToPay, howToPay } from '@core/miles/how-to-pay';
import { todayIsoDate } from '@core/schemas/search';
import { useActiveTransferBonuses } from '@/shared/transfer-bonuses';
import { useWallet } from './use-wallet';

export type HowToPayState =
  | { status: 'loading' }
  /** Nothing in the wallet: the screen invites the traveller to fill it in. */
  | { status: 'empty' }
  | { status: 'ready'; plan: HowToPay };

/**
 * "Como pagar" for one award and the party it is for (`passengers`, each paying the offer's miles and taxes) with
 * this traveller's wallet and the campaigns running today in Brazil (a campaign "até 30/11" still runs on the 30th
 * in São Paulo, whatever the device's clock zone).
 */
export function useHowToPay(offer: AwardOffer | null, passengers = 1): HowToPayState {
  const wallet = useWallet();
  const campaigns = useActiveTransferBonuses(wallet !== undefined && wallet.length > 0);
  const today = todayIsoDate('America/Sao_Paulo');
  const program = offer?.program;
  const originalProgram = offer?.originalProgram;
  const miles = offer?.miles;
  const taxes = offer?.taxes;
  return useMemo<HowToPayState>(() => {
    if (wallet === undefined || program === undefined || miles === undefined) return { status: 'loading' };
    if (wallet.length === 0) return { status: 'empty' };
    const award = { program, originalProgram: originalProgram ?? null, miles, taxes: taxes ?? null };
    return { status: 'ready', plan: howToPay(award, wallet, { today, campaigns, passengers }) };
  }, [wallet, campaigns, today, program, originalProgram, miles, taxes, passengers]);
}
