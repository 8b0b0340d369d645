import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "./lazy-zod-resolver";

const schema = z.object({ email: z.string().min(1, "Email is required") });
const options = { fields: {}, shouldUseNativeValidation: false };

describe("lazyZodResolver", () => {
  it("loads the schema once, on first use, and answers as zodResolver does", async () => {
    let loads = 0;
    const resolver = lazyZodResolver<{ email: string }>(async () => {
      loads++;
      return schema;
    });
    expect(loads).toBe(0);
    const bad = await resolver({ email: "" }, undefined, options);
    expect(bad.errors.email?.message).toBe("Email is required");
    const good = await resolver({ email: "a@b.c" }, undefined, options);
    expect(good.values).toEqual({ email: "a@b.c" });
    resolver.preload();
    expect(loads).toBe(1);
  });

  it("tries again after a failed load instead of keeping the failure", async () => {
    let attempts = 0;
    const resolver = lazyZodResolver<{ email: string }>(async () => {
      attempts++;
      if (attempts === 1) throw new Error("network down");
      return schema;
    });
    resolver.preload(); // the first focus: its load fails, quietly
    await new Promise((r) => setTimeout(r, 0));
    await expect(resolver({ email: "" }, undefined, options)).resolves.toMatchObject({ errors: { email: { message: "Email is required" } } });
    expect(attempts).toBe(2);
  });
});
