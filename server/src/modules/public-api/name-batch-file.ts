import type { ExportFormat } from "@shared/artworks";
import { fileExtension, fileNameSlug } from "@shared/file-names";
import { DEFAULT_NAME_PATTERN } from "@shared/public-api";
import type { TemplateRow } from "../../db/schema";
import { cappedWidth } from "../rendering";

/**
 * A batch file's path in the ZIP from its `namePattern`: `{artwork}` the artwork's id,
 * `{template}` the template's name as a file name, `{size}` the image's pixels (`2000x1500`, as
 * rendered on the user's plan), `{n}` the file's number in the batch. The extension follows the
 * format; `/` makes folders. The ZIP writer makes the path safe and unique.
 */
export function batchFileNamer(pattern: string | undefined, format: ExportFormat, maxSide: number | undefined) {
  return ({ artworkId, template, n }: { artworkId: string; template: TemplateRow; n: number }): string => {
    const width = cappedWidth(template.width ?? 0, template.height ?? 0, maxSide);
    const height = template.width ? Math.round(((template.height ?? 0) * width) / template.width) : 0;
    const values: Record<string, string> = {
      artwork: artworkId,
      template: fileNameSlug(template.name) || `template-${template.id}`,
      size: `${width}x${height}`,
      n: String(n),
    };
    return `${(pattern ?? DEFAULT_NAME_PATTERN).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "")}${fileExtension(format)}`;
  };
}
