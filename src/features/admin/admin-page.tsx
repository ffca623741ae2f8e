import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '@core/schemas/auth';
import { AdminGuard } from './admin-guard';
import { AlertJobCard } from './alert-job-card';
import { BeneficiaryRulesCard } from './beneficiary-rules-card';
import { BonusCampaignsCard } from './bonus-campaigns-card';
import { ClubsCard } from './clubs-card';
import { AdminNav } from './admin-nav';
import { filterByEmail, isAdminUser } from './admin-user-fields';
import { CreateUserForm } from './create-user-form';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditExpiryDialog } from './edit-expiry-dialog';
import { useAdminUsers } from './use-admin-users';
import { UsersTable } from './users-table';

/** SPEC §2 'Painel Administrativo' at /painel-controle-sistema: its own admin check, then the user admin. */
export function AdminPage() {
  return (
    <AdminGuard>
      <AdminPanel />
    </AdminGuard>
  );
}

function AdminPanel() {
  const { users, loading, create, remove, updateExpiry, toggleAdmin } = useAdminUsers();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const filtered = filterByEmail(users, query);

  const withBusy = async (user: AdminUser, action: () => Promise<boolean>) => {
    setBusyId(user.id);
    try {
      return await action();
    } finally {
      setBusyId((current) => (current === user.id ? null : current));
    }
  };

  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <div className="space-y-1">
          <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
            <ShieldCheck className="size-8 text-primary" aria-hidden="true" />
            Painel Administrativo
          </h1>
          <p className="text-muted-foreground">Usuários, permissões e datas de expiração das assinaturas.</p>
        </div>
        <AdminNav />
      </header>

      <CreateUserForm onCreate={create} />
      <AlertJobCard />
      <BonusCampaignsCard />
      <BeneficiaryRulesCard />
      <ClubsCard />

      <UsersTable
        users={filtered}
        total={users.length}
        loading={loading}
        query={query}
        onQueryChange={setQuery}
        busyId={busyId}
        now={new Date()}
        onEditExpiry={setEditing}
        onToggleAdmin={(user) => void withBusy(user, () => toggleAdmin(user, !isAdminUser(user.user_metadata)))}
        onDelete={setDeleting}
      />

      <EditExpiryDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSave={(user, expires) => withBusy(user, () => updateExpiry(user, expires))}
      />
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(user) => void withBusy(user, () => remove(user))}
      />
    </div>
  );
}
