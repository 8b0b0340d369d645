import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import type { Template } from "../shared/templates";
import { SAMPLE_ROOM_VARIANTS, writeRoomVariants } from "../server/src/image/fixtures/rendered-room-variants";
import { freePort } from "./free-port";
import { snapshot } from "./screenshots";

// The shared server has no rendered rooms (the specs expect the drawn catalogue): this spec starts
// its own, with the fixture room installed under several ids.
let child: ChildProcess | undefined;
let url = "";
const temp: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const rooms = writeRoomVariants();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-rendered-"));
  temp.push(rooms, dataDir);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["dist/server/index.js"], {
    stdio: "ignore",
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "test", LOG_REQUESTS: "false", STARTER_CATALOGUE: "small", RENDERED_ROOMS_DIR: rooms },
  });
  // Up, with every room installed and the drawn starters beside them.
  await expect(async () => {
    const status = (await (await fetch(`${url}/api/templates/catalogue-status`)).json()) as { status: string };
    expect(status.status).toBe("ready");
    const list = (await (await fetch(`${url}/api/templates`)).json()) as Template[];
    expect(list.filter((t) => t.origin === "rendered")).toHaveLength(SAMPLE_ROOM_VARIANTS.length);
  }).toPass({ timeout: 150_000, intervals: [500] });
});

test.afterAll(async () => {
  if (child?.exitCode === null) {
    const exited = new Promise((r) => child?.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

const grid = (page: Page) => page.getByRole("list", { name: "Templates" });
const box = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });
const group = (page: Page, title: string) => page.getByRole("group", { name: new RegExp(`^${title}`) });
const NEW_GROUPS = ["Style", "Wall", "Light", "Orientation", "Pieces"];

async function catalogue(page: Page) {
  const list = (await (await page.request.get(`${url}/api/templates`)).json()) as Template[];
  return { rendered: list.filter((t) => t.origin === "rendered"), drawn: list.filter((t) => t.origin === "drawn") };
}

test("rendered rooms: the new groups appear and filter, the drawn rooms wait behind Simple, cards carry the credit", async ({ page }) => {
  await page.goto(`${url}/app`);
  const { rendered, drawn } = await catalogue(page);
  expect(drawn.length).toBeGreaterThan(0);
  // The first visit loads the studio's code on a loaded machine: more than the default wait.
  await expect(grid(page).getByRole("listitem")).toHaveCount(rendered.length, { timeout: 30_000 });
  for (const title of NEW_GROUPS) await expect(group(page, title)).toBeVisible();
  await expect(box(page, "Golden hour")).toBeVisible();
  await expect(box(page, "Straight-on")).toBeVisible();
  await expect(box(page, "Wood Panelling")).toBeVisible();
  await expect(box(page, "Simple")).not.toBeChecked();
  await expect(page.getByRole("article", { name: "Sage Sofa Living Room" }).getByText("Rendered room · Blender Cycles")).toBeVisible();
  await expect(page.getByRole("article", { name: "Golden Bedroom" }).getByText("Rendered by the studio team · Blender Cycles")).toBeVisible();
  await snapshot(page, "rendered-catalogue");

  // OR within a group, AND across groups; kept in the address over a reload.
  await box(page, "Evening").click();
  await expect(grid(page).getByRole("article")).toHaveText([/Concrete Café/, /Evening Home Office/]);
  await box(page, "Golden hour").click();
  await box(page, "3 pieces").click();
  await expect(grid(page).getByRole("article")).toHaveText([/Studio Loft/]);
  // Of the rooms offered: the drawn ones behind Simple are not counted.
  await expect(page.getByText(`Showing 1 of ${rendered.length} templates`)).toBeVisible();
  await page.reload();
  await expect(grid(page).getByRole("article")).toHaveText([/Studio Loft/]);
  await expect(box(page, "3 pieces")).toBeChecked();

  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(grid(page).getByRole("listitem")).toHaveCount(rendered.length);
  await box(page, "Simple").click();
  await expect(grid(page).getByRole("listitem")).toHaveCount(rendered.length + drawn.length);
  await expect(page.getByText(`Showing ${rendered.length + drawn.length} of ${rendered.length + drawn.length} templates`)).toBeVisible();
});

test("on a phone the groups fold away behind the title, as the spec's do", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${url}/app`);
  await expect(grid(page).getByRole("listitem").first()).toBeVisible({ timeout: 30_000 });
  await expect(group(page, "Light")).toBeHidden();
  await snapshot(page, "rendered-catalogue-folded");
  await page.getByRole("button", { name: "Show filters" }).click();
  for (const title of NEW_GROUPS) await expect(group(page, title)).toBeVisible();
  await box(page, "Daylight").click();
  await expect(grid(page).getByRole("article")).toHaveText([/Hallway Gallery Wall/, /Sage Sofa Living Room/]);
  await snapshot(page, "rendered-catalogue-open");
});
