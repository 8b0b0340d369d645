import type { User } from "@shared/auth";

export type NavItem = { href: string; label: string };

/** Header links per spec §2: anonymous visitors see only sign-in and register. */
export function navItemsFor(user: User | null): NavItem[] {
  if (!user) {
    return [
      { href: "/login", label: "Sign In" },
      { href: "/register", label: "Create Account" },
    ];
  }
  const items: NavItem[] = [
    { href: "/app", label: "Create Mockups" },
    { href: "/dashboard", label: "My Gallery" },
    { href: "/subscription", label: "Subscription" },
    { href: "/account", label: "Account" },
  ];
  if (user.isAdmin) items.push({ href: "/admin", label: "Admin" });
  return items;
}
