import { type Artwork, artworkSchema } from "@shared/artworks";
import { uploadWithProgress } from "@/lib/api";

/** A flat mid-grey print (sRGB 128), 4:5: on it the sheet shows nothing but each room's light. */
const GREY = { width: 800, height: 1000, fill: "rgb(128 128 128)" };

async function greyArtwork(): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = GREY.width;
  canvas.height = GREY.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw the grey artwork");
  context.fillStyle = GREY.fill;
  context.fillRect(0, 0, GREY.width, GREY.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("This browser cannot encode the grey artwork");
  return new File([blob], "flat-grey.png", { type: "image/png" });
}

/** POST /api/artworks: the chosen file, or (null) the flat grey artwork. */
export async function uploadSheetArtwork(file: File | null): Promise<Artwork> {
  const form = new FormData();
  form.append("image", file ?? (await greyArtwork()));
  return artworkSchema.parse(await uploadWithProgress("/api/artworks", form));
}
