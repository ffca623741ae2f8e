import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_PATH } from '@core/links/paths';
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
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/use-toast';
import { toUserMessage } from '@/lib/user-message';
import { useDeleteMyAccount, useRequestDeletionLink } from './api/delete-my-account';
import { KiwifyNotice } from './kiwify-notice';

interface DeleteAccountDialogProps {
  open: boolean;
  userId: string;
  onClose: () => void;
}

/** 'Excluir minha conta': nothing is deleted until the password is typed again and the red button pressed. */
export function DeleteAccountDialog({ open, userId, onClose }: DeleteAccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Excluir minha conta</DialogTitle>
          <DialogDescription>
            Isto apaga sua conta e tudo o que guardamos dela: perfil, voos salvos, alertas, notificações, milhas,
            histórico de buscas e de acessos, o Telegram e as notificações push, aqui e nos seus outros aparelhos. Não
            dá para desfazer.
          </DialogDescription>
        </DialogHeader>
        {open && <DeleteAccountForm userId={userId} />}
      </DialogContent>
    </Dialog>
  );
}

function DeleteAccountForm({ userId }: { userId: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [linkMessage, setLinkMessage] = useState<string | null>(null);
  const remove = useDeleteMyAccount();
  const askLink = useRequestDeletionLink();
  const busy = remove.isPending || askLink.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('Digite sua senha para confirmar.');
      return;
    }
    try {
      const message = await remove.mutateAsync({ userId, body: { password } });
      toast({ title: 'Conta excluída', description: message });
      navigate(SEARCH_PATH, { replace: true });
    } catch (err) {
      setError(toUserMessage(err, 'Não foi possível excluir a conta. Tente novamente.'));
    }
  };

  const sendLink = async () => {
    try {
      setLinkMessage(await askLink.mutateAsync());
    } catch (err) {
      setLinkMessage(toUserMessage(err, 'Não foi possível enviar o link. Tente novamente.'));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <KiwifyNotice />
      <FormField id={`${id}-senha`} label="Sua senha" error={error}>
        <PasswordInput
          {...fieldA11y(`${id}-senha`, error)}
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(undefined);
          }}
          disabled={busy}
        />
      </FormField>
      <div className="grid gap-1 text-sm">
        <p className="text-muted-foreground">Você entra sem senha (link por e-mail ou Supabase)?</p>
        <Button type="button" variant="link" className="h-auto justify-start p-0" onClick={sendLink} disabled={busy}>
          Receber por e-mail o link que confirma a exclusão
        </Button>
        {linkMessage && (
          <p role="status" className="text-muted-foreground">
            {linkMessage}
          </p>
        )}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={busy}>
          {remove.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {remove.isPending ? 'Excluindo...' : 'Excluir minha conta'}
        </Button>
      </DialogFooter>
    </form>
  );
}
