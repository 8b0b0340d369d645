import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SUPPORT_EMAIL } from "@/lib/support";
import { fakeApi } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { ContactPage } from "./contact-page";
import { PrivacyPage } from "./privacy-page";
import { TermsPage } from "./terms-page";

/** Heading levels in document order: one h1, and never a skipped level. */
function headingLevels(container: HTMLElement) {
  return [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
}

describe.each([
  ["Terms", TermsPage, "Terms of Service"],
  ["Privacy", PrivacyPage, "Privacy"],
  ["Contact", ContactPage, "Contact"],
])("%s page", (_, Page, title) => {
  it("has one h1 and headings in order", () => {
    fakeApi();
    const { container } = renderApp(<Page />, { path: "/" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(title);
    const levels = headingLevels(container);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });
});

describe("Privacy page", () => {
  it("states how long things are kept, in the server's figures", () => {
    fakeApi();
    renderApp(<PrivacyPage />, { path: "/privacy" });
    const table = screen.getByRole("table", { name: "How long each kind of data is kept" });
    const row = (name: RegExp) => within(table).getByRole("row", { name });
    expect(row(/without an account/)).toHaveTextContent("24 hours");
    expect(row(/while signed in/)).toHaveTextContent("30 days after upload");
    expect(row(/ZIP exports/)).toHaveTextContent("24 hours");
    expect(row(/Sign-in sessions/)).toHaveTextContent("30 days, or until you log out");
    expect(row(/Saved mockups/)).toHaveTextContent("Until you delete them");
  });

  it("says how to export and delete, with links to the account page", () => {
    fakeApi();
    renderApp(<PrivacyPage />, { path: "/privacy" });
    expect(screen.getByRole("heading", { level: 2, name: "Take your data with you" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Delete your data" })).toBeInTheDocument();
    for (const link of screen.getAllByRole("link", { name: "Account page" })) expect(link).toHaveAttribute("href", "/account");
  });
});

describe("Contact page", () => {
  it("says where support is: a mailto to the configured address", () => {
    fakeApi();
    renderApp(<ContactPage />, { path: "/contact" });
    expect(screen.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
    expect(screen.getByRole("link", { name: "Write to support" }).getAttribute("href")).toMatch(new RegExp(`^mailto:${SUPPORT_EMAIL}\\?subject=`));
  });
});
