import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { type Artwork, artworkExportUrl, artworkPreviewUrl } from "@shared/artworks";
import type { Template } from "@shared/templates";
import { FormAlert } from "@/components/ui/form-alert";
import { PageSpinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useTemplates } from "@/lib/templates/get-templates";
import { uploadSheetArtwork } from "./api/upload-sheet-artwork";

/**
 * /dev/catalogue-sheet (issue 27's look test): every rendered room with the same artwork — a flat
 * grey print unless one is chosen, so each room's light shows — one under the other for review.
 * Premium viewers get full-size exports (not counted on Premium); everyone else the previews
 * (≤ 400 px, as the studio's cards show them), each at its own size.
 */
export function CatalogueSheetPage() {
  const templates = useTemplates();
  const { user } = useCurrentUser();
  const artwork = useMutation({ mutationFn: uploadSheetArtwork });
  const { mutate } = artwork;
  useEffect(() => {
    document.title = "Catalogue sheet · Mockup Studio";
    mutate(null);
  }, [mutate]);

  const rooms = (templates.data ?? []).filter((t) => t.origin === "rendered");
  const full = user?.subscriptionTier === "premium";
  if (templates.isError || artwork.isError) {
    return (
      <div className="m-8">
        <FormAlert>The sheet could not be prepared: {String(templates.error ?? artwork.error)}</FormAlert>
      </div>
    );
  }
  if (!templates.data || !artwork.data) return <PageSpinner label="Preparing the sheet..." className="min-h-dvh" />;

  return (
    <main className="mx-auto grid gap-10 px-6 py-10">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold">Catalogue sheet</h1>
        <p className="text-sm text-muted-foreground">
          {rooms.length} rendered rooms · {full ? "full size (exports)" : "previews (sign in with Premium for full size)"} ·{" "}
          <label className="cursor-pointer underline">
            choose an artwork
            <input type="file" accept="image/jpeg,image/png" className="sr-only" onChange={(e) => mutate(e.target.files?.[0] ?? null)} />
          </label>{" "}
          (default: flat grey)
        </p>
      </header>
      {rooms.length === 0 ? <p>No rendered rooms are installed (catalogue/rendered or RENDERED_ROOMS_DIR).</p> : null}
      {rooms.map((room) => (
        <SheetRoom key={room.id} room={room} artwork={artwork.data} full={full} />
      ))}
    </main>
  );
}

function SheetRoom({ room, artwork, full }: { room: Template; artwork: Artwork; full: boolean }) {
  const src = full ? artworkExportUrl(artwork.id, room.id, "fill", { format: "jpeg", quality: 92 }) : artworkPreviewUrl(artwork.id, room.id, "fill");
  const facts = [room.roomType, room.light, room.wall, room.orientation, `${room.windowCount} ${room.windowCount === 1 ? "piece" : "pieces"}`, `${room.width}×${room.height}`];
  return (
    <figure className="grid gap-2">
      {/* The picture at its own size: scaling would hide the noise and edges this sheet is for. */}
      <img src={src} alt={`The artwork in ${room.name}`} className="max-w-none" data-sheet-room={room.id} />
      <figcaption className="text-sm">
        <span className="font-medium">{room.name}</span> <span className="text-muted-foreground">· {facts.filter(Boolean).join(" · ")} · {room.credit}</span>
      </figcaption>
    </figure>
  );
}
