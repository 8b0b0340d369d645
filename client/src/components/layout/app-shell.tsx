import type { ReactNode } from "react";
import { ShellFrame } from "./shell-frame";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { VerifyEmailBanner } from "./verify-email-banner";

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ShellFrame header={<SiteHeader />} banner={<VerifyEmailBanner />} footer={<SiteFooter />}>
      {children}
    </ShellFrame>
  );
}
