import { HOLDER_LABEL } from '@core/schemas/household';
import { Button } from '@/components/ui/button';
import type { LocalHouseholdMember } from '@/lib/local-db';

interface AccountPickerProps {
  members: readonly LocalHouseholdMember[];
  /** The member whose balances are shown; null = the holder's. */
  value: string | null;
  onChange: (memberId: string | null) => void;
}

/** "Saldos de": one button per account, the holder's first; wraps on a phone instead of scrolling sideways. */
export function AccountPicker({ members, value, onChange }: AccountPickerProps) {
  const accounts = [{ id: null, name: HOLDER_LABEL }, ...members.map((m) => ({ id: m.id, name: m.name }))];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Saldos de</legend>
      <div className="flex flex-wrap gap-2">
        {accounts.map((account) => (
          <Button
            key={account.id ?? 'eu'}
            type="button"
            size="sm"
            variant={account.id === value ? 'default' : 'outline'}
            aria-pressed={account.id === value}
            className="max-w-full truncate"
            onClick={() => onChange(account.id)}
          >
            {account.name}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
