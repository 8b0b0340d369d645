import { vi } from "vitest";

type Answer = { status: number; body: unknown };

/**
 * Uploads go through XMLHttpRequest (for its progress events), which jsdom would send to a real
 * server. This fake answers POST `path` (the artwork upload unless told) with what `answer`
 * returns for the uploaded file, after the request has been sent and reported `progress`.
 */
export function fakeUpload(answer: (file: File) => Answer, { path = "/api/artworks", progress = [] }: { path?: string; progress?: number[] } = {}) {
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
      if (this.target !== `POST ${path}` || !(file instanceof File)) throw new Error(`Unexpected upload ${this.target}`);
      uploads.push(file);
      const { status, body } = answer(file);
      for (const percent of progress) this.upload.onprogress?.({ loaded: percent, total: 100, lengthComputable: true } as ProgressEvent);
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
