import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { uploadWithProgress } from "./upload";

/** An XMLHttpRequest the test drives by hand: what was sent, then progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  opened = "";
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = `${method} ${url}`;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    this.sent = form;
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, responseText: string, statusText = "") {
    Object.assign(this, { status, responseText, statusText });
    this.onload?.();
  }
}

const xhr = () => {
  if (!FakeXhr.last) throw new Error("No upload was started");
  return FakeXhr.last;
};

const formWith = (name: string) => {
  const form = new FormData();
  form.append("image", new Blob(["x"]), name);
  return form;
};

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe("uploadWithProgress", () => {
  it("POSTs the form with cookies, asking for JSON, and resolves with the parsed answer", async () => {
    const form = formWith("art.png");
    const upload = uploadWithProgress("/api/artworks", form);
    expect(xhr()).toMatchObject({ opened: "POST /api/artworks", headers: { Accept: "application/json" }, withCredentials: true });
    expect(xhr().sent).toBe(form);
    xhr().answer(201, '{"id":"a1"}');
    await expect(upload).resolves.toEqual({ id: "a1" });
  });

  it("reports whole percentages while the body goes out, and nothing when the length is unknown", async () => {
    const onProgress = vi.fn();
    const upload = uploadWithProgress("/api/artworks", formWith("art.png"), { onProgress });
    xhr().progress(1, 3);
    xhr().progress(500, 0, false);
    xhr().progress(3, 3);
    xhr().answer(200, "{}");
    await upload;
    expect(onProgress.mock.calls).toEqual([[33], [100]]);
  });

  it("turns a refusal into the ApiError apiRequest would throw, code and server message included", async () => {
    const upload = uploadWithProgress("/api/artworks", formWith("big.png"));
    const text = '{"message":"The image is too large","code":"image_too_large","maxBytes":10}';
    xhr().answer(413, text, "Payload Too Large");
    const error = await upload.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toEqual(new ApiError(413, text, "Payload Too Large"));
    expect(error).toMatchObject({ status: 413, code: "image_too_large", serverMessage: "The image is too large", message: `413: ${text}` });
  });

  it("uses the status text when a refusal has no body, as apiRequest does", async () => {
    const upload = uploadWithProgress("/api/artworks", formWith("art.png"));
    xhr().answer(503, "", "Service Unavailable");
    await expect(upload).rejects.toThrow("503: Service Unavailable");
  });

  it("fails with a network error when the request never reached the server", async () => {
    const upload = uploadWithProgress("/api/artworks", formWith("art.png"));
    xhr().onerror?.();
    await expect(upload).rejects.toThrow("Network error: the upload did not reach the server");
  });

  it("fails when a successful answer is not JSON", async () => {
    const upload = uploadWithProgress("/api/artworks", formWith("art.png"));
    xhr().answer(200, "<html>proxy page</html>");
    await expect(upload).rejects.toBeInstanceOf(SyntaxError);
  });

  it("aborts the request with the signal and rejects with its reason", async () => {
    const controller = new AbortController();
    const onProgress = vi.fn();
    const upload = uploadWithProgress("/api/artworks", formWith("art.png"), { onProgress, signal: controller.signal });
    xhr().progress(1, 2);
    controller.abort();
    expect(xhr().aborted).toBe(true);
    await expect(upload).rejects.toMatchObject({ name: "AbortError" });
    expect(onProgress.mock.calls).toEqual([[50]]);
  });

  it("sends nothing when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("left the page"));
    await expect(uploadWithProgress("/api/artworks", formWith("art.png"), { signal: controller.signal })).rejects.toThrow("left the page");
    expect(FakeXhr.last).toBeNull();
  });

  it("stops listening to the signal once answered", async () => {
    const controller = new AbortController();
    const upload = uploadWithProgress("/api/artworks", formWith("art.png"), { signal: controller.signal });
    xhr().answer(200, "{}");
    await upload;
    controller.abort();
    expect(xhr().aborted).toBe(false);
  });
});
