import { Document, NodeIO } from "@gltf-transform/core";
import type { FramedModel } from "./build-framed-model";

/** The model as binary glTF (Android Scene Viewer, WebXR), the print face's JPEG embedded. */
export async function encodeGlb(model: FramedModel, printFaceJpeg: Uint8Array): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const texture = doc.createTexture("print-face").setImage(printFaceJpeg).setMimeType("image/jpeg");
  const mesh = doc.createMesh("framed-print");
  for (const part of model.parts) {
    const { material: m } = part;
    const material = doc
      .createMaterial(m.name)
      .setBaseColorFactor([m.colour[0], m.colour[1], m.colour[2], m.opacity])
      .setRoughnessFactor(m.roughness)
      .setMetallicFactor(m.metallic)
      .setAlphaMode(m.opacity < 1 ? "BLEND" : "OPAQUE");
    if (m.textured) material.setBaseColorTexture(texture);
    const accessor = (type: "VEC2" | "VEC3", values: number[]) => doc.createAccessor().setType(type).setArray(new Float32Array(values)).setBuffer(buffer);
    const primitive = doc
      .createPrimitive()
      .setAttribute("POSITION", accessor("VEC3", part.positions))
      .setAttribute("NORMAL", accessor("VEC3", part.normals))
      .setIndices(doc.createAccessor().setType("SCALAR").setArray(new Uint32Array(part.indices)).setBuffer(buffer))
      .setMaterial(material);
    if (m.textured) primitive.setAttribute("TEXCOORD_0", accessor("VEC2", part.uvs));
    mesh.addPrimitive(primitive);
  }
  const scene = doc.createScene("framed-print").addChild(doc.createNode("framed-print").setMesh(mesh));
  doc.getRoot().setDefaultScene(scene);
  return new NodeIO().writeBinary(doc);
}
