/** What one check tried and what held; `failures` says what did not. */
export type CheckResult = { name: string; tried: number; held: number; failures: string[]; skipped?: string };

/** Collects attempts: `expect(ok, what)` counts one try, and one hold when `ok`. */
export class Check {
  tried = 0;
  held = 0;
  readonly failures: string[] = [];
  constructor(readonly name: string) {}

  expect(ok: boolean, what: string): boolean {
    this.tried++;
    if (ok) this.held++;
    else this.failures.push(what);
    return ok;
  }

  /** Counts a response as held when its status is one of `statuses` (and, for an error, the body is `{ message, code }`). */
  async status(res: Response, statuses: number[], what: string): Promise<boolean> {
    const body = await res.clone().text();
    let shaped = true;
    if (res.status >= 400) {
      try {
        const json = JSON.parse(body) as { message?: unknown; code?: unknown };
        shaped = typeof json.message === "string" && typeof json.code === "string";
      } catch {
        shaped = false;
      }
    }
    return this.expect(statuses.includes(res.status) && shaped, `${what}: ${res.status} ${body.slice(0, 160)}`);
  }

  result(): CheckResult {
    return { name: this.name, tried: this.tried, held: this.held, failures: this.failures };
  }
}
