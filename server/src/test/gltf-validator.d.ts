// The Khronos glTF validator ships no types: the part the model tests call.
declare module "gltf-validator" {
  type Message = { code: string; message: string; severity: number; pointer?: string };
  type Report = { issues: { numErrors: number; numWarnings: number; messages: Message[] }; info?: Record<string, unknown> };
  export function validateBytes(data: Uint8Array, options?: { maxIssues?: number; externalResourceFunction?: (uri: string) => Promise<Uint8Array> }): Promise<Report>;
}
