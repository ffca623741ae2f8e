import { Compass, Download, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuthState } from '@/lib/session-state';
import { cn } from '@/lib/cn';
import { AuthArea } from './auth-area';
import { InstallAppButton, useInstallApp } from './install-app';
import { ADMIN_LINK, MAIN_NAV } from './nav-links';
import { SEARCH_PATH } from '@core/links/paths';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
  );

const adminClass = 'rounded-md px-3 py-2 text-sm font-semibold text-red-600 hover:bg-red-50';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const auth = useAuthState();
  const isAdmin = auth.status === 'signedIn' && (auth.user.role === 'admin' || auth.user.user_type === 'admin');
  const install = useInstallApp();

  // The mobile menu closes whenever the route changes (a link was followed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link
          to={SEARCH_PATH}
          className="flex shrink-0 items-center gap-2 font-semibold whitespace-nowrap text-primary"
        >
          <Compass className="size-6" aria-hidden="true" />
          <span className="sm:hidden">Bússola</span>
          <span className="hidden sm:inline">Bússola das Passagens</span>
        </Link>
        <nav aria-label="Principal" className="hidden items-center gap-1 xl:flex">
          {MAIN_NAV.map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          {isAdmin && (
            <NavLink to={ADMIN_LINK.to} className={adminClass}>
              {ADMIN_LINK.label}
            </NavLink>
          )}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* Below sm the header has no room for it (the page scrolled sideways): the menu offers it there. */}
          <InstallAppButton className="hidden sm:inline-flex" />
          <AuthArea />
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="menu-movel"
            aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="menu-movel" aria-label="Menu móvel" className="border-t px-4 py-2 xl:hidden">
          <ul className="flex flex-col gap-1">
            {MAIN_NAV.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={(s) => cn(linkClass(s), 'block')}
                  onClick={() => setMenuOpen(false)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            {isAdmin && (
              <li>
                <NavLink to={ADMIN_LINK.to} className={cn(adminClass, 'block')} onClick={() => setMenuOpen(false)}>
                  {ADMIN_LINK.label}
                </NavLink>
              </li>
            )}
            {install && (
              <li className="sm:hidden">
                <button
                  type="button"
                  className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground"
                  onClick={() => {
                    setMenuOpen(false);
                    void install();
                  }}
                >
                  <Download className="size-4" aria-hidden="true" /> Instalar app
                </button>
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
