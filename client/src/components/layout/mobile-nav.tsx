import { Menu } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/lib/lazy-dialog";
import type { NavItem } from "./nav-items";

export type MobileNavProps = {
  items: NavItem[];
  signedIn: boolean;
  email: string | undefined;
  onLogout: () => void;
  logoutPending: boolean;
};

/** The sheet's code, and the dialog primitives', load the first time the menu opens: no first screen waits for them. */
const MobileNavSheet = lazyDialog(() => import("./mobile-nav-sheet").then((m) => m.MobileNavSheet), (p) => p.open);

/** The header's links in a slide-in sheet, for screens narrower than the md breakpoint. */
export function MobileNav(props: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="-mr-2 md:hidden [&_svg]:size-5"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden="true" />
      </Button>
      <MobileNavSheet {...props} open={open} onOpenChange={setOpen} returnFocusTo={button} />
    </>
  );
}
