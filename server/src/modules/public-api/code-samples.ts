import { sampleValue, type JsonSchema } from "./sample-value";

type Parameter = { name: string; in: string; required?: boolean; example?: unknown; schema?: JsonSchema };
type Content = Record<string, { schema?: JsonSchema } | undefined>;
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Content };
  responses?: Record<string, { content?: Content } | undefined>;
  "x-codeSamples"?: CodeSample[];
};
type CodeSample = { lang: string; label: string; source: string };
type Document = { paths?: Record<string, object | undefined>; components?: { schemas?: Record<string, JsonSchema> } };

const METHODS = ["get", "put", "post", "delete", "patch"] as const;
/** Where the examples read the key from: never a key in a page or a shell history. */
const KEY_VARIABLE = "MOCKUP_STUDIO_KEY";
const IDEMPOTENCY_HEADER = "idempotency-key";

/** One call, described once; the curl and TypeScript examples are both written from it. */
type Call = {
  method: (typeof METHODS)[number];
  path: string;
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  idempotent: boolean;
  json?: unknown;
  /** Multipart fields; a file field's value is the file name to send. */
  form?: Record<string, { file: string } | { value: unknown }>;
  /** The file the answer is saved to, when it is an image. */
  saveAs?: string;
};

const exampleOf = (p: Parameter, schemas: Record<string, JsonSchema>) => p.example ?? sampleValue(p.schema ?? {}, p.name, schemas);

function describeCall(method: Call["method"], path: string, op: Operation, schemas: Record<string, JsonSchema>): Call {
  const params = op.parameters ?? [];
  const pick = (where: string, requiredOnly: boolean) =>
    Object.fromEntries(params.filter((p) => p.in === where && (!requiredOnly || p.required)).map((p) => [p.name, exampleOf(p, schemas)]));
  const call: Call = { method, path, pathParams: pick("path", false), query: pick("query", true), idempotent: params.some((p) => p.in === "header" && p.name.toLowerCase() === IDEMPOTENCY_HEADER) };
  const content = op.requestBody?.content ?? {};
  const multipart = content["multipart/form-data"]?.schema;
  if (content["application/json"]?.schema) call.json = sampleValue(content["application/json"].schema, "body", schemas);
  else if (multipart) {
    const props = multipart.properties ?? {};
    call.form = Object.fromEntries(
      (multipart.required ?? Object.keys(props)).map((key) => [key, props[key]?.format === "binary" ? { file: "art.png" } : { value: sampleValue(props[key] ?? {}, key, schemas) }]),
    );
  }
  const ok = Object.entries(op.responses ?? {}).find(([status]) => status.startsWith("2"))?.[1]?.content ?? {};
  const image = Object.keys(ok).find((type) => type.startsWith("image/"));
  if (image) call.saveAs = `mockup.${image === "image/jpeg" ? "jpg" : image.slice("image/".length)}`;
  return call;
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const filledPath = (call: Call) => call.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(call.pathParams[name] ?? name)));
const queryString = (call: Call) => {
  const q = new URLSearchParams(Object.entries(call.query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return q ? `?${q}` : "";
};

function curlSample(call: Call, baseUrl: string): string {
  const lines = [`curl${call.method === "get" ? "" : ` -X ${call.method.toUpperCase()}`} ${shellQuote(`${baseUrl}${filledPath(call)}${queryString(call)}`)}`];
  lines.push(`-H "Authorization: Bearer $${KEY_VARIABLE}"`);
  if (call.idempotent) lines.push(`-H "Idempotency-Key: $(uuidgen)"`);
  if (call.json !== undefined) lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(call.json))}`);
  for (const [key, field] of Object.entries(call.form ?? {})) lines.push("file" in field ? `-F ${key}=@${field.file}` : `-F ${shellQuote(`${key}=${String(field.value)}`)}`);
  if (call.saveAs) lines.push(`--fail-with-body --output ${call.saveAs}`);
  return lines.join(" \\\n  ");
}

const indent = (text: string, by: string) => text.split("\n").join(`\n${by}`);
/** A value as TypeScript source: JSON with plain keys unquoted. */
const tsLiteral = (value: unknown, space?: number) => JSON.stringify(value, null, space).replace(/"([A-Za-z_$][\w$]*)":/g, space ? "$1:" : "$1: ");
const inline = (value: object) => tsLiteral(value).replace(/^\{(.*)\}$/, "{ $1 }");

function typescriptSample(call: Call, baseUrl: string): string {
  const options: string[] = [];
  const params: string[] = [];
  if (Object.keys(call.pathParams).length) params.push(`path: ${inline(call.pathParams)}`);
  if (Object.keys(call.query).length) params.push(`query: ${inline(call.query)}`);
  if (call.idempotent) params.push(`header: { "${IDEMPOTENCY_HEADER}": crypto.randomUUID() }`);
  if (params.length) options.push(`params: { ${params.join(", ")} },`);
  if (call.json !== undefined) options.push(`body: ${indent(tsLiteral(call.json, 2), "  ")},`);
  const imports = ['import createClient from "openapi-fetch";', 'import type { paths } from "./mockup-studio-api";'];
  if (call.form) {
    const fields = Object.entries(call.form).map(([key, field]) =>
      "file" in field ? `${key}: new Blob([await readFile("${field.file}")], { type: "image/png" })` : `${key}: ${JSON.stringify(field.value)}`,
    );
    options.push(`body: { ${fields.join(", ")} },`, "bodySerializer: toFormData,");
  }
  if (call.saveAs) options.push('parseAs: "blob",');
  const fsNames = [call.form ? "readFile" : "", call.saveAs ? "writeFile" : ""].filter(Boolean);
  if (fsNames.length) imports.unshift(`import { ${fsNames.join(", ")} } from "node:fs/promises";`);
  const verb = call.method.toUpperCase();
  const args = options.length ? `, {\n  ${options.join("\n  ")}\n}` : "";
  const lines = [
    ...imports,
    "",
    `const api = createClient<paths>({ baseUrl: "${baseUrl}", headers: { Authorization: \`Bearer \${process.env.${KEY_VARIABLE}}\` } });`,
  ];
  if (call.form) lines.push("const toFormData = (body: Record<string, string | Blob>) => {", "  const form = new FormData();", "  for (const [name, value] of Object.entries(body)) form.append(name, value);", "  return form;", "};");
  lines.push(
    "",
    `const { data, error, response } = await api.${verb}("${call.path}"${args});`,
    "if (error) throw new Error(`${response.status}: ${error.message}`);",
    'console.log("Requests left this minute:", response.headers.get("RateLimit-Remaining"));',
    call.saveAs ? `await writeFile("${call.saveAs}", new Uint8Array(await (data as Blob).arrayBuffer()));` : "console.log(data);",
  );
  return lines.join("\n");
}

/**
 * Gives every operation of the document a `curl` and a TypeScript (openapi-fetch) example
 * (`x-codeSamples`, which Scalar and Redoc show), written from the operation itself: its path,
 * parameters, body and answer. So an operation added later gets its examples with no more work.
 */
export function addCodeSamples(doc: Document, baseUrl: string): void {
  const schemas = doc.components?.schemas ?? {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = (item as Record<string, Operation | undefined> | undefined)?.[method];
      if (!op) continue;
      const call = describeCall(method, path, op, schemas);
      op["x-codeSamples"] = [
        { lang: "Shell", label: "curl", source: curlSample(call, baseUrl) },
        { lang: "TypeScript", label: "TypeScript", source: typescriptSample(call, baseUrl) },
      ];
    }
  }
}
