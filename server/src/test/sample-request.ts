import { sample } from "openapi-sampler";

/** The parts of an OpenAPI 3.1 document the samplers read. */
export type Schema = Record<string, unknown> & { example?: unknown; examples?: unknown[]; default?: unknown; enum?: unknown[]; format?: string; properties?: Record<string, Schema> };
export type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; example?: unknown; schema?: Schema };
export type Operation = {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema; example?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }> }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** A value a client would send for `schema`: its example when the document gives one, else Redoc's sampler. */
export const sampleValue = (schema: Schema | undefined, example?: unknown): unknown =>
  example ?? schema?.example ?? schema?.examples?.[0] ?? (schema ? sample(schema as never, { skipReadOnly: true, quiet: true }) : undefined);

/**
 * The request a client generated from the document would send to `method path`, every value
 * sampled from the operation's own schemas. A binary field (`format: binary`) carries `file`, as
 * a client would attach one; a field the document leaves untyped gets what the sampler makes of it.
 */
export function sampleRequest(path: string, method: string, op: Operation, file: Blob): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const params = op.parameters ?? [];
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = params.find((p) => p.in === "path" && p.name === name);
    return encodeURIComponent(String(sampleValue(param?.schema, param?.example)));
  });
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const p of params) {
    if (!p.required && p.example === undefined && p.schema?.example === undefined) continue;
    const value = String(sampleValue(p.schema, p.example));
    if (p.in === "query") query.set(p.name, value);
    if (p.in === "header") headers[p.name] = value;
  }
  const init: RequestInit & { headers: Record<string, string> } = { method: method.toUpperCase(), headers };
  const [type, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  if (type === "application/json" && media) {
    headers["content-type"] = type;
    init.body = JSON.stringify(sampleValue(media.schema, media.example));
  } else if (type === "multipart/form-data" && media) {
    const form = new FormData();
    for (const [name, field] of Object.entries(media.schema?.properties ?? {})) {
      if (field.format === "binary") form.append(name, file, "sample.png");
      else if (field.example !== undefined || (media.schema?.required as string[] | undefined)?.includes(name)) form.append(name, String(sampleValue(field)));
    }
    init.body = form;
  }
  const search = query.size ? `?${query}` : "";
  return { url: `${url}${search}`, init };
}
