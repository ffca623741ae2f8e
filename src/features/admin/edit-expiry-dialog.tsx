import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { AdminUser } from '@core/schemas/auth';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fromDateTimeLocal, toDateTimeLocal } from './admin-user-fields';

interface EditExpiryDialogProps {
  /** The user being edited; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
  /** Resolves true when saved (the dialog then closes); null means permanent access. */
  onSave: (user: AdminUser, expires: string | null) => Promise<boolean>;
}

/** SPEC §2 'Editar Usuário': the expiry at minute precision; empty means permanent (null is sent). */
export function EditExpiryDialog({ user, onClose, onSave }: EditExpiryDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Editar Usuário</DialogTitle>
          <DialogDescription>{user?.email}</DialogDescription>
        </DialogHeader>
        {user && <ExpiryForm key={user.id} user={user} onSave={onSave} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function ExpiryForm({
  user,
  onSave,
  onClose,
}: { user: AdminUser } & Pick<EditExpiryDialogProps, 'onSave' | 'onClose'>) {
  const id = useId();
  const [value, setValue] = useState(() => toDateTimeLocal(user.user_metadata.subscription_expires));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let expires: string | null;
    try {
      expires = fromDateTimeLocal(value);
    } catch {
      setError('Data de expiração inválida');
      return;
    }
    setSaving(true);
    const saved = await onSave(user, expires);
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-expiry`}>Data de Expiração</Label>
        <Input
          id={`${id}-expiry`}
          type="datetime-local"
          step={60}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          disabled={saving}
        />
        <p id={`${id}-hint`} className={error ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}>
          {error ?? 'Deixe vazio para acesso permanente'}
        </p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={saving}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
          Salvar
        </Button>
      </DialogFooter>
    </form>
  );
}
