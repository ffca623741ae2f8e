import { AlertTriangle, BellRing, Bookmark, Download, LogOut, User, Users, Wallet } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { signOut } from '@/features/auth/auth-state';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/initials';
import type { StoredUser } from '@/lib/stored-user';
import { expiryLabel, isSubscriptionActive, neverSubscribed, planLabel } from '@/shared/subscription-display';
import { useInstallApp } from './install-app';
import {
  ALERTS_PATH,
  HOUSEHOLD_PATH,
  LOGIN_PATH,
  PROFILE_PATH,
  SAVED_FLIGHTS_PATH,
  SUBSCRIBE_PATH,
  WALLET_PATH,
} from '@core/links/paths';

/** SPEC §2 user menu: name, e-mail, plan, time until expiry (red when expired), Perfil, Sair. */
export function UserMenu({ user }: { user: StoredUser }) {
  const navigate = useNavigate();
  const name = user.full_name || user.email.split('@')[0] || user.email;
  const active = isSubscriptionActive(user.subscription_expires);
  const never = !active && neverSubscribed(user);
  const install = useInstallApp();
  const letters = initials(user.full_name, user.email);
  return (
    // Not modal, and rendered in the header: the page around an open menu stays readable and in its landmarks (axe).
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        // The visible initials are part of the name, so a voice user saying what they see reaches it (axe
        // label-content-name-mismatch).
        aria-label={`Menu da conta de ${name} (${letters})`}
      >
        {letters}
      </DropdownMenuTrigger>
      <DropdownMenuContent inline align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          <p className="font-semibold">{name}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className={cn('space-y-1 px-2 py-1.5 text-xs', active ? 'text-green-700' : 'text-red-700')}>
          <p>
            Plano: <span className="font-semibold">{planLabel(user.subscription_plan)}</span>
          </p>
          {never ? (
            // An account that never subscribed has nothing that expired: it is told where the plans are.
            <p className="flex items-center gap-1 font-medium">
              <AlertTriangle className="size-3.5" aria-hidden="true" /> Sem assinatura ativa ·{' '}
              <Link to={SUBSCRIBE_PATH} className="underline">
                Ver planos
              </Link>
            </p>
          ) : (
            <>
              <p>
                Expira: <span className="font-semibold">{expiryLabel(user.subscription_expires)}</span>
              </p>
              {!active && (
                <p className="flex items-center gap-1 font-medium">
                  <AlertTriangle className="size-3.5" aria-hidden="true" /> Assinatura expirada
                </p>
              )}
            </>
          )}
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={SAVED_FLIGHTS_PATH}>
            <Bookmark aria-hidden="true" /> Voos salvos
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={ALERTS_PATH}>
            <BellRing aria-hidden="true" /> Meus alertas
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={WALLET_PATH}>
            <Wallet aria-hidden="true" /> Minhas milhas
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={HOUSEHOLD_PATH}>
            <Users aria-hidden="true" /> Família
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={PROFILE_PATH}>
            <User aria-hidden="true" /> Perfil
          </Link>
        </DropdownMenuItem>
        {install && (
          // Where a phone user looks for it, while the browser offers installation.
          <DropdownMenuItem onSelect={() => void install()}>
            <Download aria-hidden="true" /> Instalar app
          </DropdownMenuItem>
        )}
        <DropdownMenuItem
          onSelect={() => {
            void signOut().then(() => navigate(LOGIN_PATH));
          }}
        >
          <LogOut aria-hidden="true" /> Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
