import { useLiveQuery } from 'dexie-react-hooks';
import { useAuthState } from '@/lib/session-state';
import { walletRows } from '@/shared/wallet';
import { ProgramsSection } from '@/shared/wallet-programs/programs-section';
import { BonusAlertsSection } from './bonus-alerts-section';
import { BonusesSection } from './bonuses-section';
import { CalculatorSection } from './calculator-section';
import { ClubsSection } from './clubs-section';
import { TransfersSection } from './transfers-section';

/**
 * "Minhas milhas": balances and what the miles cost (kept on the device and synced), who transfers to whom,
 * the bonus campaigns running, alerts for a bonus and a calculator. Opens with the network off.
 */
export function WalletPage() {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const rows = useLiveQuery(
    async () => (userId ? (await walletRows(userId)).sort((a, b) => a.program.localeCompare(b.program)) : []),
    [userId],
  );
  if (!userId)
    return <p className="py-16 text-center text-muted-foreground">Você precisa estar logado para ver suas milhas.</p>;
  return (
    <div className="space-y-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Minhas milhas</h1>
        <p className="text-muted-foreground">
          Seus saldos, quanto pagou pelo milheiro, as transferências e os bônus que valem a espera.
        </p>
      </header>
      <ProgramsSection userId={userId} rows={rows} />
      <BonusesSection rows={rows ?? []} />
      <BonusAlertsSection userId={userId} />
      <ClubsSection userId={userId} />
      <CalculatorSection />
      <TransfersSection />
    </div>
  );
}
