import { vi } from "vitest";

type Answer = { status: number; body: unknown };

/**
 * The artwork upload goes through XMLHttpRequest (for its progress events), which jsdom would
 * send to a real server. This fake answers POST /api/artworks with what `answer` returns for the
 * uploaded file, after the request has been sent.
 */
export function fakeUpload(answer: (file: File) => Answer) {
  const uploads: File[] = [];
  class FakeXhr {
    status = 0;
    statusText = "";
    responseText = "";
    withCredentials = false;
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private target = "";
    open(method: string, url: string) {
      this.target = `${method} ${url}`;
    }
    setRequestHeader() {}
    send(form: FormData) {
      const file = form.get("image");
      if (this.target !== "POST /api/artworks" || !(file instanceof File)) throw new Error(`Unexpected upload ${this.target}`);
      uploads.push(file);
      const { status, body } = answer(file);
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return { uploads };
}
