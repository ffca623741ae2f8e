import type { AdminUser } from '@core/schemas/auth';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface DeleteUserDialogProps {
  /** The user to delete; null keeps the dialog closed. */
  user: AdminUser | null;
  onClose: () => void;
  onConfirm: (user: AdminUser) => void;
}

/** SPEC §2 'Confirmar Exclusão': nothing is deleted until 'Deletar' is pressed. */
export function DeleteUserDialog({ user, onClose, onConfirm }: DeleteUserDialogProps) {
  return (
    <ConfirmDialog
      open={user !== null}
      title="Confirmar Exclusão"
      description={`Tem certeza que deseja deletar o usuário ${user?.email ?? ''}? Esta ação não pode ser desfeita.`}
      confirmLabel="Deletar"
      onConfirm={() => user && onConfirm(user)}
      onClose={onClose}
    />
  );
}
