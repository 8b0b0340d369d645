import type { FramedModel, ModelMaterial, ModelPart } from "./build-framed-model";

const ROOT = "/FramedPrint";
const num = (n: number) => String(Math.round(n * 1e6) / 1e6);
const tuples = (values: number[], size: number) => {
  const out: string[] = [];
  for (let i = 0; i < values.length; i += size) out.push(`(${values.slice(i, i + size).map(num).join(", ")})`);
  return `[${out.join(", ")}]`;
};

function extentOf(positions: number[]): [number[], number[]] {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i++) {
    min[i % 3] = Math.min(min[i % 3]!, positions[i]!);
    max[i % 3] = Math.max(max[i % 3]!, positions[i]!);
  }
  return [min, max];
}

function materialPrim(m: ModelMaterial, texture: string): string {
  const path = `${ROOT}/Materials/${m.name}`;
  const diffuse = m.textured
    ? `color3f inputs:diffuseColor.connect = <${path}/PrintFace.outputs:rgb>`
    : `color3f inputs:diffuseColor = (${m.colour.map(num).join(", ")})`;
  const textureShaders = m.textured
    ? `
        def Shader "PrintFace"
        {
            uniform token info:id = "UsdUVTexture"
            asset inputs:file = @${texture}@
            float2 inputs:st.connect = <${path}/St.outputs:result>
            token inputs:wrapS = "clamp"
            token inputs:wrapT = "clamp"
            float3 outputs:rgb
        }

        def Shader "St"
        {
            uniform token info:id = "UsdPrimvarReader_float2"
            string inputs:varname = "st"
            float2 outputs:result
        }`
    : "";
  return `
    def Material "${m.name}"
    {
        token outputs:surface.connect = <${path}/Surface.outputs:surface>

        def Shader "Surface"
        {
            uniform token info:id = "UsdPreviewSurface"
            ${diffuse}
            float inputs:roughness = ${num(m.roughness)}
            float inputs:metallic = ${num(m.metallic)}
            float inputs:opacity = ${num(m.opacity)}
            token outputs:surface
        }${textureShaders}
    }`;
}

function meshPrim(part: ModelPart): string {
  const [min, max] = extentOf(part.positions);
  // USD's texture origin is the bottom left; the model's UVs have it at the top left.
  const st = part.uvs.map((v, i) => (i % 2 === 1 ? 1 - v : v));
  return `
    def Mesh "${part.name}" (
        prepend apiSchemas = ["MaterialBindingAPI"]
    )
    {
        float3[] extent = [(${min.map(num).join(", ")}), (${max.map(num).join(", ")})]
        int[] faceVertexCounts = [${new Array(part.indices.length / 3).fill(3).join(", ")}]
        int[] faceVertexIndices = [${part.indices.join(", ")}]
        point3f[] points = ${tuples(part.positions, 3)}
        normal3f[] normals = ${tuples(part.normals, 3)} (
            interpolation = "vertex"
        )${part.material.textured ? `\n        texCoord2f[] primvars:st = ${tuples(st, 2)} (\n            interpolation = "vertex"\n        )` : ""}
        uniform token subdivisionScheme = "none"
        uniform bool doubleSided = 0
        rel material:binding = <${ROOT}/Materials/${part.material.name}>
    }`;
}

/** The model as a USD text layer in metres, y up, its print face read from `texture` (a path inside the USDZ). */
export function writeUsda(model: FramedModel, texture: string): string {
  const materials = [...new Map(model.parts.map((p) => [p.material.name, p.material])).values()];
  return `#usda 1.0
(
    defaultPrim = "FramedPrint"
    metersPerUnit = 1
    upAxis = "Y"
)

def Xform "FramedPrint" (
    kind = "component"
)
{
    def Scope "Materials"
    {${materials.map((m) => materialPrim(m, texture).replace(/\n/g, "\n    ")).join("\n")}
    }
${model.parts.map((p) => meshPrim(p)).join("\n")}
}
`;
}
