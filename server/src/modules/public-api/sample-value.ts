/** The part of a JSON Schema an example is made from. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  enum?: unknown[];
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** `artworkId` → `ARTWORK_ID`: a placeholder the reader sees to replace, valid for id patterns. */
const placeholder = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").replace(/[^A-Za-z0-9]+/g, "_").toUpperCase() || "VALUE";

/**
 * A value for an example request: the schema's own example, default or first allowed value, else
 * one made from its type (an object gets its required properties only, so the example shows what
 * a call needs). `$ref`s are resolved against `schemas` (the document's components).
 */
export function sampleValue(schema: JsonSchema, name: string, schemas: Record<string, JsonSchema>): unknown {
  if (schema.$ref) {
    const target = schemas[schema.$ref.split("/").pop() ?? ""];
    return target ? sampleValue(target, name, schemas) : placeholder(name);
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleValue(variant, name, schemas);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleValue(schema.properties?.[key] ?? {}, key, schemas)]));
    case "array":
      return [sampleValue(schema.items ?? {}, name, schemas)];
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return true;
    default:
      return placeholder(name);
  }
}
