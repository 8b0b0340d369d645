import { getBounds, NodeIO } from "@gltf-transform/core";
import { validateBytes } from "gltf-validator";

/** The Khronos glTF validator's errors (severity 0) for a GLB: none for a valid model. */
export async function glbErrors(bytes: Uint8Array) {
  const report = await validateBytes(new Uint8Array(bytes));
  return { numErrors: report.issues.numErrors, errors: report.issues.messages.filter((m) => m.severity === 0) };
}

/** Width, height and depth of a GLB's scene in metres, and the document read. */
export async function glbSize(bytes: Uint8Array) {
  const doc = await new NodeIO().readBinary(new Uint8Array(bytes));
  const { min, max } = getBounds(doc.getRoot().getDefaultScene()!);
  return { width: max[0] - min[0], height: max[1] - min[1], depth: max[2] - min[2], doc };
}
