import { LogOut } from "lucide-react";
import type { RefObject } from "react";
import { Link, useLocation } from "wouter";
import { BrandLink } from "@/components/brand";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import type { MobileNavProps } from "./mobile-nav";

type MobileNavSheetProps = MobileNavProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the menu: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The mobile menu itself: the header's links in a sheet that slides in from the right. */
export function MobileNavSheet({ open, onOpenChange, returnFocusTo, items, signedIn, email, onLogout, logoutPending }: MobileNavSheetProps) {
  const [location] = useLocation();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={email ? "mobile-nav-account" : undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
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
