import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import type { Diagnostics } from './use-diagnostics';

/** SPEC §2 integration page, logs tab: a read-only box of timestamped lines and a clear button. */
export function LogsTab({ diag }: { diag: Diagnostics }) {
  return (
    <div className="space-y-3">
      <div className="grid gap-1.5">
        <Label htmlFor="diag-logs">Registro de eventos</Label>
        <textarea
          id="diag-logs"
          readOnly
          value={diag.logs.join('\n')}
          placeholder="Nenhum evento registrado ainda."
          rows={16}
          className="w-full rounded-md border border-input bg-muted/40 p-3 font-mono text-xs leading-relaxed shadow-sm focus-visible:outline-2 focus-visible:outline-ring"
        />
      </div>
      <Button type="button" variant="outline" size="sm" disabled={diag.logs.length === 0} onClick={diag.clearLogs}>
        <Trash2 aria-hidden="true" /> Limpar logs
      </Button>
    </div>
  );
}
