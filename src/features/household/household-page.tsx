import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { HOLDER_LABEL } from '@core/schemas/household';
import { useAuthState } from '@/lib/session-state';
import { householdIssuances, householdMembers } from '@/shared/household';
import { walletRows } from '@/shared/wallet';
import { ProgramsSection } from '@/shared/wallet-programs/programs-section';
import { IssuancesSection } from './issuances-section';
import { MembersSection } from './members-section';
import { AccountPicker } from './account-picker';

/**
 * "Família": the people the traveller issues for and whose accounts they run, each account's balances and
 * milheiro, and the tickets issued for others. Everything is read from the device and synced: it opens offline.
 */
export function HouseholdPage() {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const [account, setAccount] = useState<string | null>(null);
  const members = useLiveQuery(async () => (userId ? householdMembers(userId) : []), [userId]);
  const issuances = useLiveQuery(async () => (userId ? householdIssuances(userId) : []), [userId]);
  // A member removed (here or on another device) leaves the holder's balances on screen.
  const shown = account !== null && members?.some((m) => m.id === account) ? account : null;
  const rows = useLiveQuery(
    async () =>
      userId ? (await walletRows(userId, undefined, shown)).sort((a, b) => a.program.localeCompare(b.program)) : [],
    [userId, shown],
  );
  if (!userId)
    return <p className="py-16 text-center text-muted-foreground">Você precisa estar logado para ver sua família.</p>;
  const name = shown === null ? HOLDER_LABEL : (members?.find((m) => m.id === shown)?.name ?? '');
  return (
    <div className="space-y-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Família</h1>
        <p className="text-muted-foreground">
          Quem viaja com você, os saldos de cada conta e as emissões feitas para outras pessoas.
        </p>
      </header>
      <MembersSection userId={userId} members={members} issuances={issuances ?? []} />
      <div className="space-y-4">
        <AccountPicker members={members ?? []} value={shown} onChange={setAccount} />
        <ProgramsSection
          key={shown ?? 'eu'}
          userId={userId}
          rows={rows}
          memberId={shown}
          title={shown === null ? 'Meus programas' : `Programas de ${name}`}
        />
      </div>
      <IssuancesSection userId={userId} members={members ?? []} issuances={issuances} />
    </div>
  );
}
