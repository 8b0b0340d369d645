import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { artworks, deletedAccounts, savedMockups, sessions, templates, userTokens, users, type TemplateRow } from "../../db/schema";
import { TEMPLATE_LIMITS, inspectImage } from "../../image";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { SmtpReceiver } from "../../lib/mail/testing/smtp-receiver";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { rect, seedTemplate } from "../artworks/testing/seed-template";
import { postImage, storedKeys } from "../artworks/testing/test-files";
import { readZip } from "./testing/read-zip";

let smtp: SmtpReceiver;
let t: TestApp;
let template: TemplateRow;
let resultPng: Buffer;
let artJpeg: Buffer;
beforeAll(async () => {
  smtp = await new SmtpReceiver().start();
  t = await createTestApp({ smtpUrl: smtp.url });
  template = await seedTemplate(t.deps, { name: "Mockup #1 - 4x3 - White - Office", width: 800, height: 600, windows: [rect(200, 150, 400, 300)] });
  resultPng = await encodeFixture(drawQuadrantArtwork(1600, 1200), "png");
  artJpeg = await encodeFixture(drawQuadrantArtwork(600, 450), "jpeg");
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const PASSWORD = "account-pass-1";
let n = 0;
async function signedIn(password = PASSWORD) {
  const c = t.client();
  const email = `acct${++n}@example.com`;
  const { id } = await c.register(email, password);
  return { c, id, email };
}

async function expectMessage(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ message, code: expect.any(String) });
}

async function saveUploaded(c: TestClient, name: string) {
  const up = await postImage(c, "/api/mockups/upload", resultPng, "blob", "image/png");
  expect(up.status).toBe(200);
  const { imageUrl } = (await up.json()) as { imageUrl: string };
  const res = await c.post("/api/mockups", { name, imageUrl, templateId: template.id, artworkUrl: null });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}

async function uploadArtwork(c: TestClient) {
  const res = await postImage(c, "/api/artworks", artJpeg, "art.jpg", "image/jpeg");
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("profile", () => {
  test("changes first and last name with the registration rules", async () => {
    const { c } = await signedIn();
    const res = await c.put("/api/account/profile", { firstName: " Grace ", lastName: "Hopper" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
    expect(await (await c.get("/api/auth/user")).json()).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
    await expectMessage(await c.put("/api/account/profile", { firstName: "", lastName: "x" }), 400, "First name is required");
    await expectMessage(await c.put("/api/account/profile", { firstName: "x" }), 400, "Last name is required");
    expect((await t.client().put("/api/account/profile", { firstName: "a", lastName: "b" })).status).toBe(401);
  });
});

describe("change password", () => {
  test("needs the current password, follows the registration rules, and signs out other sessions", async () => {
    const { c, email } = await signedIn();
    const other = t.client();
    expect((await other.post("/api/auth/login", { email, password: PASSWORD })).status).toBe(200);

    const change = { currentPassword: PASSWORD, password: "brand-new-pass", passwordConfirm: "brand-new-pass" };
    await expectMessage(await c.put("/api/account/password", { ...change, currentPassword: "wrong-one" }), 400, "Your current password is incorrect");
    await expectMessage(await c.put("/api/account/password", { ...change, password: "short", passwordConfirm: "short" }), 400, "Password must be at least 8 characters");
    await expectMessage(await c.put("/api/account/password", { ...change, passwordConfirm: "brand-new-pasx" }), 400, "Passwords do not match");
    await expectMessage(await c.put("/api/account/password", { ...change, currentPassword: "" }), 400, "Please enter your current password");
    expect((await other.get("/api/auth/user")).status).toBe(200);

    expect((await c.put("/api/account/password", change)).status).toBe(200);
    expect((await c.get("/api/auth/user")).status).toBe(200);
    expect((await other.get("/api/auth/user")).status).toBe(401);
    expect((await t.client().post("/api/auth/login", { email, password: PASSWORD })).status).toBe(401);
    expect((await t.client().post("/api/auth/login", { email, password: "brand-new-pass" })).status).toBe(200);
  });

  test("guessing the current password is rate limited", async () => {
    const { c } = await signedIn();
    const wrong = { currentPassword: "guess-guess", password: "brand-new-pass", passwordConfirm: "brand-new-pass" };
    for (let i = 0; i < 10; i++) expect((await c.put("/api/account/password", wrong)).status).toBe(400);
    expect((await c.put("/api/account/password", { ...wrong, currentPassword: PASSWORD })).status).toBe(429);
  });
});

describe("change e-mail", () => {
  test("a link goes to the new address; the change applies when it is followed", async () => {
    const { c, email } = await signedIn();
    const next = `moved${n}@example.com`;
    await expectMessage(await c.put("/api/account/email", { email: next, currentPassword: "nope-nope" }), 400, "Your current password is incorrect");
    await expectMessage(await c.put("/api/account/email", { email: email.toUpperCase(), currentPassword: PASSWORD }), 400, "This is already your e-mail address");
    await expectMessage(await c.put("/api/account/email", { email: "not-an-email", currentPassword: PASSWORD }), 400, "Please enter a valid email");

    const res = await c.put("/api/account/email", { email: next, currentPassword: PASSWORD });
    expect(res.status).toBe(200);
    expect(await (await c.get("/api/auth/user")).json()).toMatchObject({ email, pendingEmail: next });
    const mail = await smtp.nextMailTo(next);
    expect(mail.subject).toBe("Confirm your new e-mail for Mockup Studio");
    expect(smtp.mailsTo(next)).toHaveLength(1);

    const token = new URL(mail.link!).searchParams.get("token");
    expect((await t.client().post("/api/auth/verify-email", { token })).status).toBe(200);
    expect(await (await c.get("/api/auth/user")).json()).toMatchObject({ email: next, pendingEmail: null, emailVerified: true });
    expect((await t.client().post("/api/auth/login", { email: next, password: PASSWORD })).status).toBe(200);
    expect((await t.client().post("/api/auth/login", { email, password: PASSWORD })).status).toBe(401);
    await expectMessage(await t.client().post("/api/auth/verify-email", { token }), 400, "This link has expired or was already used");
  });

  test("an address that belongs to another account: the same answer as a free one, its owner is told, nothing changes (issue 24, item 7)", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const free = `free${n}@example.com`;
    const answer = async (email: string) => {
      const res = await a.c.put("/api/account/email", { email, currentPassword: PASSWORD });
      const user = (await (await a.c.get("/api/auth/user")).json()) as { pendingEmail: string };
      return { status: res.status, body: JSON.stringify(await res.json()).replace(email, "<address>"), pending: user.pendingEmail === email };
    };
    expect(await answer(b.email)).toEqual(await answer(free));
    expect(await answer(b.email)).toEqual({ status: 200, body: expect.stringContaining("We sent a confirmation link to <address>"), pending: true });
    const notice = await smtp.nextMailTo(b.email);
    expect(notice.subject).toBe("Your e-mail is already used for Mockup Studio");
    expect(notice.link).not.toMatch(/token=/);
    expect(await (await b.c.get("/api/auth/user")).json()).toMatchObject({ email: b.email });
    expect(await (await a.c.get("/api/auth/user")).json()).toMatchObject({ email: a.email });

    const wanted = `contested${n}@example.com`;
    expect((await a.c.put("/api/account/email", { email: wanted, currentPassword: PASSWORD })).status).toBe(200);
    const mail = await smtp.nextMailTo(wanted);
    await t.client().register(wanted);
    const token = new URL(mail.link!).searchParams.get("token");
    await expectMessage(await t.client().post("/api/auth/verify-email", { token }), 409, "An account with this email already exists");
    expect(await (await a.c.get("/api/auth/user")).json()).toMatchObject({ email: a.email });
  });
});

describe("download my data", () => {
  test("a ZIP with account.json (profile, plan, mockups) and the saved images", async () => {
    const { c, id, email } = await signedIn();
    const first = await saveUploaded(c, "Living Room");
    const second = await saveUploaded(c, "Hall Way");
    const res = await c.get("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="mockup-studio-data-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual(["account.json", `images/hall-way-${second.id}.jpg`, `images/living-room-${first.id}.jpg`]);

    const account = JSON.parse(files.get("account.json")!.toString("utf8"));
    expect(account.profile).toMatchObject({ id, email, firstName: "Ada", lastName: "Lovelace", emailVerified: false });
    expect(account.plan).toMatchObject({ tier: "free", imageCount: 0, freeLimit: 25 });
    expect(account.mockups).toEqual([
      expect.objectContaining({ id: second.id, name: "Hall Way", image: `images/hall-way-${second.id}.jpg` }),
      expect.objectContaining({ id: first.id, name: "Living Room", image: `images/living-room-${first.id}.jpg` }),
    ]);
    // Free plan: the display copy (≤ 1200 px), not the counted full resolution.
    const image = await inspectImage(new Uint8Array(files.get(`images/living-room-${first.id}.jpg`)!), TEMPLATE_LIMITS);
    expect(image).toMatchObject({ format: "jpeg", width: 1200, height: 900 });
    expect(await (await c.get("/api/subscription")).json()).toMatchObject({ imageCount: 0 });

    await t.db.update(users).set({ subscriptionTier: "premium" }).where(eq(users.id, id));
    const premium = readZip(Buffer.from(await (await c.get("/api/account/export")).arrayBuffer()));
    const full = await inspectImage(new Uint8Array(premium.get(`images/living-room-${first.id}.jpg`.replace(".jpg", ".png"))!), TEMPLATE_LIMITS);
    expect(full).toMatchObject({ format: "png", width: 1600, height: 1200 });
  });

  test("rooms and artworks come too, with their files, under clean names (issue 24, item 7)", async () => {
    const { c } = await signedIn();
    const jpegArt = await uploadArtwork(c);
    // Art with transparency is kept as PNG (opaque art as JPEG).
    const translucent = await sharp({ create: { width: 640, height: 480, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 0.5 } } }).png().toBuffer();
    const pngArt = await postImage(c, "/api/artworks", translucent, "art.png", "image/png");
    expect(pngArt.status).toBe(201);
    const pngArtId = ((await pngArt.json()) as { id: string }).id;
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(artJpeg)], { type: "image/jpeg" }), "room.jpg");
    form.append("name", "CON\u202E <Kitchen>: wall/../");
    const roomRes = await c.request("POST", "/api/rooms", { body: form });
    expect(roomRes.status).toBe(201);
    const room = (await roomRes.json()) as { id: number; imageUrl: string; name: string };
    const saved = await saveUploaded(c, "C:\\evil\\LPT1");

    const files = readZip(Buffer.from(await (await c.get("/api/account/export")).arrayBuffer()));
    const roomPath = `rooms/con-kitchen-wall-${room.id}.png`;
    expect([...files.keys()].sort()).toEqual(["account.json", `artworks/${jpegArt}.jpg`, `artworks/${pngArtId}.png`, `images/c-evil-lpt1-${saved.id}.jpg`, roomPath].sort());
    const account = JSON.parse(files.get("account.json")!.toString("utf8"));
    expect(account.rooms).toEqual([expect.objectContaining({ id: room.id, name: room.name, width: 600, height: 450, image: roomPath })]);
    expect(account.rooms[0].windows).toHaveLength(1);
    expect(account.artworks.map((a: { id: string; image: string }) => [a.id, a.image])).toEqual([
      [jpegArt, `artworks/${jpegArt}.jpg`],
      [pngArtId, `artworks/${pngArtId}.png`],
    ]);
    // The files are the stored ones, byte for byte.
    expect(files.get(roomPath)).toEqual(await (await c.get(room.imageUrl)).arrayBuffer().then((b) => Buffer.from(b)));
    expect(await inspectImage(new Uint8Array(files.get(`artworks/${pngArtId}.png`)!), TEMPLATE_LIMITS)).toMatchObject({ format: "png", width: 640, height: 480 });
    expect(await inspectImage(new Uint8Array(files.get(`artworks/${jpegArt}.jpg`)!), TEMPLATE_LIMITS)).toMatchObject({ format: "jpeg", width: 600, height: 450 });
  });

  test("an empty gallery still exports the account; signed out is 401", async () => {
    const { c } = await signedIn();
    const files = readZip(Buffer.from(await (await c.get("/api/account/export")).arrayBuffer()));
    expect([...files.keys()]).toEqual(["account.json"]);
    expect(JSON.parse(files.get("account.json")!.toString("utf8"))).toMatchObject({ mockups: [], rooms: [], artworks: [] });
    expect((await t.client().get("/api/account/export")).status).toBe(401);
  });
});

describe("delete account", () => {
  test("removes every row and file of the user, signs out, and the e-mail can register again", async () => {
    const { c, id, email } = await signedIn();
    const bystander = await signedIn();
    await saveUploaded(bystander.c, "Not mine");
    const other = t.client();
    expect((await other.post("/api/auth/login", { email, password: PASSWORD })).status).toBe(200);
    await saveUploaded(c, "Kitchen");
    const artworkId = await uploadArtwork(c);
    const rendered = await c.post("/api/mockups", { name: "Rendered", artworkId, templateId: template.id, fit: "fill" });
    expect(rendered.status).toBe(201);
    await postImage(c, "/api/mockups/upload", resultPng, "blob", "image/png"); // uploaded, never named
    const room = await postImage(c, "/api/rooms", artJpeg, "room.jpg", "image/jpeg");
    expect(room.status).toBe(201);
    const roomFile = ((await room.json()) as { imageUrl: string }).imageUrl.split("/").pop()!.replace(/\.png$/, "");
    const bystanderRoom = await postImage(bystander.c, "/api/rooms", artJpeg, "room.jpg", "image/jpeg");
    expect(bystanderRoom.status).toBe(201);
    const roomFiles = () => storedKeys(t.deps.config.dataDir, "rooms").filter((k) => k.includes(roomFile));
    expect(roomFiles()).toHaveLength(3);
    const allRoomFiles = storedKeys(t.deps.config.dataDir, "rooms").length;
    await c.post("/api/auth/resend-verification");
    await c.post("/api/auth/forgot-password", { email });
    await smtp.nextMailTo(email, 2);

    const filesOf = () => [...storedKeys(t.deps.config.dataDir, `mockups/${id}`), ...storedKeys(t.deps.config.dataDir, `artworks/${artworkId}`)];
    expect(filesOf().length).toBeGreaterThanOrEqual(3 * 3 + 2);
    const bystanderFiles = storedKeys(t.deps.config.dataDir, `mockups/${bystander.id}`);

    await expectMessage(await c.request("DELETE", "/api/account", { json: { password: "wrong-password" } }), 400, "Your current password is incorrect");
    await expectMessage(await c.request("DELETE", "/api/account", { json: {} }), 400, "Please enter your current password");
    expect((await c.get("/api/auth/user")).status).toBe(200);

    const res = await c.request("DELETE", "/api/account", { json: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/sid=;/);

    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await t.db.select().from(userTokens).where(eq(userTokens.userId, id))).toEqual([]);
    expect(await t.db.select().from(savedMockups).where(eq(savedMockups.userId, id))).toEqual([]);
    expect(await t.db.select().from(artworks).where(inArray(artworks.id, [artworkId]))).toEqual([]);
    expect(filesOf()).toEqual([]);
    expect(await t.db.select().from(templates).where(eq(templates.ownerUserId, id))).toEqual([]);
    expect(roomFiles()).toEqual([]);
    expect(storedKeys(t.deps.config.dataDir, "rooms")).toHaveLength(allRoomFiles - 3);
    expect(storedKeys(t.deps.config.dataDir, `mockups/${bystander.id}`)).toEqual(bystanderFiles);
    expect((await c.get("/api/auth/user")).status).toBe(401);
    expect((await other.get("/api/auth/user")).status).toBe(401);
    expect((await t.client().post("/api/auth/login", { email, password: PASSWORD })).status).toBe(401);

    const again = await t.client().register(email);
    expect(again.id).not.toBe(id);
    expect(await (await bystander.c.get("/api/mockups")).json()).toHaveLength(1);
  });

  test("signed out is 401", async () => {
    expect((await t.client().request("DELETE", "/api/account", { json: { password: "x" } })).status).toBe(401);
  });

  test("registering a deleted address again keeps the downloads it had used (issue 24, item 7); only a hash of the address is kept", async () => {
    const { c, id, email } = await signedIn();
    const artworkId = await uploadArtwork(c);
    for (let i = 0; i < 3; i++) expect((await c.get(`/api/artworks/${artworkId}/export/${template.id}`)).status).toBe(200);
    await t.db.update(users).set({ imagesUsed: 24 }).where(eq(users.id, id));
    expect((await c.request("DELETE", "/api/account", { json: { password: PASSWORD } })).status).toBe(200);
    const kept = await t.db.select().from(deletedAccounts);
    expect(JSON.stringify(kept)).not.toContain(email.split("@")[0]);

    const again = t.client();
    await again.register(email.toUpperCase());
    expect(await (await again.get("/api/subscription")).json()).toMatchObject({ imageCount: 24, freeLimit: 25, isLimitReached: false });
    const art = await uploadArtwork(again);
    expect((await again.get(`/api/artworks/${art}/export/${template.id}`)).status).toBe(200);
    expect((await again.get(`/api/artworks/${art}/export/${template.id}`)).status).toBe(403);

    // Deleted once more with fewer used (a premium month, say): the higher count stays.
    const [{ id: secondId }] = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email.toUpperCase()))) as [{ id: number }];
    await t.db.update(users).set({ imagesUsed: 2 }).where(eq(users.id, secondId));
    expect((await again.request("DELETE", "/api/account", { json: { password: "correct-horse-1" } })).status).toBe(200);
    const third = t.client();
    await third.register(email);
    expect(await (await third.get("/api/subscription")).json()).toMatchObject({ imageCount: 24 });

    // Another address starts from nothing.
    const fresh = await signedIn();
    expect(await (await fresh.c.get("/api/subscription")).json()).toMatchObject({ imageCount: 0 });
  });
});
