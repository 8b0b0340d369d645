import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { type ReadMail, readMail } from "./read-mail";

export type ReceivedMail = ReadMail & { envelopeTo: string[]; raw: string };

/** How long a test waits for a mail sent in the background. */
const WAIT_MS = 15_000;
const POLL_MS = 25;

/**
 * A real SMTP server (the `smtp-server` package) on a free local port: the app sends to it
 * through nodemailer exactly as it would to a provider, with a user name and password.
 */
export class SmtpReceiver {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private port = 0;

  constructor(
    private readonly user = "mailer",
    private readonly pass = "s3cret-pass",
  ) {}

  async start(): Promise<this> {
    const server = new SMTPServer({
      // Plain SMTP on localhost: STARTTLS would need a trusted certificate.
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      // The app's pooled connection stays open; do not wait 30 s for it on stop().
      closeTimeout: 200,
      onAuth: (auth, _session, done) => {
        if (auth.username === this.user && auth.password === this.pass) done(null, { user: auth.username });
        else done(new Error("Invalid username or password"));
      },
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          this.mails.push({ ...readMail(raw), raw, envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()) });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  /** The SMTP_URL that reaches this receiver. */
  get url(): string {
    return `smtp://${this.user}:${this.pass}@127.0.0.1:${this.port}`;
  }

  /** Mails delivered to `to` so far, oldest first. */
  mailsTo(to: string): ReceivedMail[] {
    return this.mails.filter((m) => m.envelopeTo.includes(to.toLowerCase()));
  }

  /** Waits until `to` has received more than `already` mails and returns the newest. */
  async nextMailTo(to: string, already = 0): Promise<ReceivedMail> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const mails = this.mailsTo(to);
      if (mails.length > already) return mails[mails.length - 1]!;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
