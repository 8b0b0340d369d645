import { LogOut } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useLogout } from "@/lib/auth/use-logout";
import { cn } from "@/lib/utils";
import { HeaderBar } from "./header-bar";
import { MobileNav } from "./mobile-nav";
import { navItemsFor } from "./nav-items";

export function SiteHeader() {
  const { user, isLoading } = useCurrentUser();
  const logout = useLogout();
  const [location] = useLocation();
  const items = navItemsFor(user);

  return (
    <HeaderBar>
      {isLoading ? null : (
        <>
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {items.map((item) =>
              !user && item.href === "/register" ? (
                <Button key={item.href} asChild size="sm" className="ml-1">
                  <Link href={item.href}>{item.label}</Link>
                </Button>
              ) : (
                <Link
                  key={item.href}
                  href={item.href}
                  aria-current={location === item.href ? "page" : undefined}
                  className={cn(
                    "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground",
                    "aria-[current=page]:text-foreground aria-[current=page]:bg-accent/70",
                  )}
                >
                  {item.label}
                </Link>
              ),
            )}
            {user ? (
              <Button variant="ghost" size="sm" className="ml-2 text-sm text-muted-foreground" disabled={logout.isPending} onClick={() => logout.mutate()}>
                <LogOut aria-hidden="true" />
                Logout
              </Button>
            ) : null}
          </nav>
          <MobileNav
            items={items}
            signedIn={user !== null}
            email={user?.email}
            onLogout={() => logout.mutate()}
            logoutPending={logout.isPending}
          />
        </>
      )}
    </HeaderBar>
  );
}
