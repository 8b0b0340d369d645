import { LogOut, Menu } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { BrandLink } from "@/components/brand";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import type { NavItem } from "./nav-items";

type MobileNavProps = {
  items: NavItem[];
  signedIn: boolean;
  email: string | undefined;
  onLogout: () => void;
  logoutPending: boolean;
};

/** The header's links in a slide-in sheet, for screens narrower than the md breakpoint. */
export function MobileNav({ items, signedIn, email, onLogout, logoutPending }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="-mr-2 md:hidden [&_svg]:size-5" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={email ? "mobile-nav-account" : undefined}>
        <div className="flex h-16 items-center border-b px-5">
          <BrandLink onClick={close} />
        </div>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        {email ? (
          <SheetDescription id="mobile-nav-account" className="px-5 pt-4 text-xs text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{email}</span>
          </SheetDescription>
        ) : null}
        <nav aria-label="Mobile" className="flex flex-1 flex-col gap-1 p-3">
          {items.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              onClick={close}
              aria-current={location === item.href ? "page" : undefined}
              className={cn(
                "rounded-lg px-3 py-3 text-[15px] font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-foreground",
                "aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary",
              )}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        {signedIn ? (
          <div className="border-t p-3">
            <Button
              variant="outline"
              className="w-full justify-start"
              disabled={logoutPending}
              onClick={() => {
                close();
                onLogout();
              }}
            >
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
