import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { QUIET_HOURS_LABEL } from '@core/alerts/quiet-hours';
import type { LocalPriceAlert } from '@/lib/local-db';
import { setPriceAlertQuietHours } from '@/shared/price-alerts';

/** The alert's quiet hours, on its card: a synced edit like 'Pausar' (works offline, sent on the next sync). */
export function QuietHoursToggle({ alert, userId }: { alert: LocalPriceAlert; userId: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={alert.quiet_hours ?? false}
        onCheckedChange={(state) => void setPriceAlertQuietHours(userId, alert.id, state === true)}
      />
      <Label htmlFor={id} className="text-sm font-normal">
        {QUIET_HOURS_LABEL}
      </Label>
    </div>
  );
}
