import { EXPORT_TTL_MS } from "@shared/exports";
import { ANONYMOUS_ARTWORK_TTL_MS, DEFAULT_SESSION_DAYS, USER_ARTWORK_TTL_MS } from "@shared/retention";
import { LegalPage, LegalSection, TextLink } from "./components/legal-page";
import { RetentionTable, type RetentionRow } from "./components/retention-table";
import { LEGAL_UPDATED } from "./lib/legal-updated";
import { formatDuration } from "./lib/format-duration";

/** The server's own figures (shared/retention.ts, shared/exports.ts), and the ones set in its modules. */
const RETENTION: RetentionRow[] = [
  { what: "Artwork uploaded without an account", howLong: formatDuration(ANONYMOUS_ARTWORK_TTL_MS) },
  { what: "Artwork uploaded while signed in", howLong: `${formatDuration(USER_ARTWORK_TTL_MS)} after upload` },
  { what: "Your room photos (My Rooms)", howLong: "Until you delete them" },
  { what: "Saved mockups in My Gallery", howLong: "Until you delete them" },
  { what: "Share links to your mockups", howLong: "Until you revoke them, or the expiry you chose (then deleted within an hour)" },
  { what: "Images uploaded for saving but never saved", howLong: "1 day" },
  { what: "ZIP exports", howLong: `${formatDuration(EXPORT_TTL_MS)}, then the link stops working` },
  { what: "Sign-in sessions", howLong: `${DEFAULT_SESSION_DAYS} days, or until you log out` },
  { what: "Links in our e-mails", howLong: "Password reset 1 hour, e-mail change 24 hours, verification 3 days" },
  { what: "Rate-limit counters", howLong: "Until their window ends (at most an hour); failed sign-ins are forgotten after a day without attempts" },
  { what: "Your account", howLong: "Until you delete it" },
];

/** What is stored, for how long, and how to take it or delete it: from what the server really does. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy"
      intro="We store what it takes to make your mockups and run your account, and nothing for advertising. Here is what that is, how long we keep it, and how to take it with you or delete it."
      updated={LEGAL_UPDATED}
    >
      <LegalSection title="What we store">
        <ul>
          <li>
            <strong className="font-semibold text-foreground">Your account:</strong> your e-mail address, first and last name, and your
            password as a one-way hash (never the password itself); your plan, how many downloads you have used, and when you signed up.
          </li>
          <li>
            <strong className="font-semibold text-foreground">Artwork you upload:</strong> the file and the smaller copies we make of it
            to render previews quickly.
          </li>
          <li>
            <strong className="font-semibold text-foreground">Your own room photos</strong> and the frame corners you set on them.
          </li>
          <li>
            <strong className="font-semibold text-foreground">Saved mockups:</strong> each image with its name and the frame, mat and size
            you made it with.
          </li>
          <li>
            <strong className="font-semibold text-foreground">ZIP exports</strong> you ask for, while they wait to be downloaded.
          </li>
          <li>
            <strong className="font-semibold text-foreground">Sessions:</strong> when you sign in, your browser gets a random token in a
            cookie; we keep only a hash of it. Visitors without an account get a similar cookie so their uploads stay theirs.
          </li>
          <li>
            <strong className="font-semibold text-foreground">Rate-limit counters:</strong> how many sign-ins, sign-ups and uploads come
            from an account or a network address in a short window, so nobody can guess passwords or fill our storage.
          </li>
          <li>
            <strong className="font-semibold text-foreground">Payments:</strong> Premium is paid through Stripe. Your card details go to
            Stripe and never reach us; we keep Stripe&apos;s customer and subscription references and whether your subscription is active.
          </li>
        </ul>
        <p>
          Our server logs record each request&apos;s path, result and timing, and the account it came from: no form contents, no
          passwords, no cookies. Your browser also remembers a few choices, such as your download format, on your device only. There are
          no advertising or tracking cookies.
        </p>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <RetentionTable rows={RETENTION} />
        <p>
          An hourly clean-up removes what has expired. Stripe keeps its own payment records under{" "}
          <TextLink href="https://stripe.com/privacy">its privacy policy</TextLink>.
        </p>
      </LegalSection>

      <LegalSection title="Take your data with you">
        <p>
          On your <TextLink href="/account">Account page</TextLink>, under <em>Your data</em>, <strong>Download my data</strong> gives you
          a ZIP file with your profile, your plan and the list of your saved mockups (as JSON), and the saved images themselves: at full
          resolution on Premium, as display copies up to 1200 px on the Free plan. Downloading your data does not count against your
          downloads.
        </p>
      </LegalSection>

      <LegalSection title="Delete your data">
        <p>
          Delete a single mockup from <TextLink href="/dashboard">My Gallery</TextLink>, or a room photo from My Rooms in the studio. To
          delete everything, use <strong>Delete account</strong> on your <TextLink href="/account">Account page</TextLink>: your account,
          saved mockups, uploaded artwork, room photos and sessions are deleted at once and for good, and a Premium subscription is
          cancelled so you are not charged again. This cannot be undone, so download your data first if you want to keep it.
        </p>
      </LegalSection>

      <LegalSection title="Who else sees it">
        <p>
          Your uploads and mockups are private to your account, except a mockup you share: anyone with its link sees it (and may download it, if
          you allow that) until you revoke the link or it expires. Stripe handles payments, and an e-mail provider delivers the messages we send you (sign-in help,
          verification). Your files are kept by our storage provider. We do not sell your data, and we do not use your artwork for
          anything but the mockups you ask for.
        </p>
      </LegalSection>

      <LegalSection title="Questions">
        <p>
          Ask us anything about your data on the <TextLink href="/contact">Contact page</TextLink>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
