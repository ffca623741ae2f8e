import { CalendarClock, Search, Shield, ShieldOff, Trash2, Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { AdminUser } from '@core/schemas/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@core/format/dates';
import { displayName, isAdminUser } from './admin-user-fields';
import { expiryBadge } from './expiry-badge';

interface UsersTableProps {
  /** The users matching the search. */
  users: AdminUser[];
  total: number;
  loading: boolean;
  query: string;
  onQueryChange: (query: string) => void;
  /** Id of the user an action is running for; that row's buttons are disabled. */
  busyId: string | null;
  now: Date;
  onEditExpiry: (user: AdminUser) => void;
  onToggleAdmin: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

const COLUMNS = ['Email', 'Nome', 'Expira em', 'Status', 'Tipo', 'Ações'] as const;

/** SPEC §2 user table card: search by e-mail, 'X de Y usuários', one row per user with its actions. */
export function UsersTable(props: UsersTableProps) {
  const { users, total, loading, query, onQueryChange } = props;
  const searchId = useId();
  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg leading-none font-semibold tracking-tight">
            <Users className="size-5" aria-hidden="true" />
            Usuários do Sistema
          </h2>
          {!loading && (
            <Badge variant="secondary" aria-live="polite">
              {users.length} de {total} usuários
            </Badge>
          )}
        </div>
        <div className="relative max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            Buscar por email
          </label>
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
            placeholder="Buscar por email..."
            className="pl-9"
          />
        </div>
      </CardHeader>
      <CardContent>
        <Table stacked className="md:min-w-[760px]">
          <TableHeader>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableHead key={c} className={c === 'Ações' ? 'text-right' : undefined}>
                  {c}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading ? (
              <LoadingRows />
            ) : users.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} className="py-8 text-center text-muted-foreground">
                  {query.trim() ? 'Nenhum usuário encontrado com este email' : 'Nenhum usuário encontrado'}
                </TableCell>
              </TableRow>
            ) : (
              users.map((user) => <UserRow key={user.id} user={user} {...props} />)
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function LoadingRows() {
  return (
    <>
      {[0, 1, 2].map((i) => (
        <TableRow key={i} aria-hidden="true">
          {COLUMNS.map((c) => (
            <TableCell key={c}>
              <Skeleton className="h-5 w-full" />
            </TableCell>
          ))}
        </TableRow>
      ))}
      <TableRow className="sr-only">
        <TableCell colSpan={COLUMNS.length} role="status">
          Carregando usuários...
        </TableCell>
      </TableRow>
    </>
  );
}

/** An icon button in a user's row: a tooltip title, and a spoken name that says whose row it acts on. */
function RowAction({
  title,
  label,
  disabled,
  onClick,
  className,
  children,
}: {
  title: string;
  label: string;
  disabled: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      disabled={disabled}
      onClick={onClick}
      title={title}
      className={className}
    >
      {children}
      <span className="sr-only">{label}</span>
    </Button>
  );
}

function UserRow({ user, busyId, now, onEditExpiry, onToggleAdmin, onDelete }: UsersTableProps & { user: AdminUser }) {
  const meta = user.user_metadata;
  const admin = isAdminUser(meta);
  const status = expiryBadge(meta.subscription_expires, now, user.subscription_status);
  const never = user.subscription_status === 'none';
  const busy = busyId === user.id;
  return (
    <TableRow>
      <TableCell data-label="Email" className="max-w-[260px] truncate font-medium" title={user.email}>
        {user.email}
      </TableCell>
      <TableCell data-label="Nome">{displayName(user)}</TableCell>
      <TableCell data-label="Expira em" className="whitespace-nowrap">
        {never
          ? '—'
          : meta.subscription_expires
            ? formatDateTime(meta.subscription_expires) || 'Permanente'
            : 'Permanente'}
      </TableCell>
      <TableCell data-label="Status">
        <Badge variant={status.variant}>{status.label}</Badge>
      </TableCell>
      <TableCell data-label="Tipo">
        {admin ? <Badge>Admin</Badge> : <Badge variant="outline">{meta.user_type || 'Usuário'}</Badge>}
      </TableCell>
      <TableCell>
        <div className="flex justify-end gap-1 max-md:justify-start">
          <RowAction
            disabled={busy}
            onClick={() => onEditExpiry(user)}
            title="Editar expiração"
            label={`Editar expiração de ${user.email}`}
          >
            <CalendarClock aria-hidden="true" />
          </RowAction>
          <RowAction
            disabled={busy}
            onClick={() => onToggleAdmin(user)}
            title={admin ? 'Remover administrador' : 'Tornar administrador'}
            label={admin ? `Remover administrador de ${user.email}` : `Tornar ${user.email} administrador`}
          >
            {admin ? <ShieldOff aria-hidden="true" /> : <Shield aria-hidden="true" />}
          </RowAction>
          <RowAction
            disabled={busy}
            onClick={() => onDelete(user)}
            title="Deletar usuário"
            label={`Deletar ${user.email}`}
            className="text-destructive hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </RowAction>
        </div>
      </TableCell>
    </TableRow>
  );
}
