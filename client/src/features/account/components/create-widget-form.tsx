import { useState } from "react";
import { artworkImageUrl } from "@shared/artworks";
import { FRAME_STYLES, type FrameStyle } from "@shared/render-options";
import { DEFAULT_WIDGET_FRAMES, widgetInputSchema } from "@shared/widgets";
import { ProtectedImage } from "@/components/protected-image";
import { Checkbox } from "@/components/ui/checkbox";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useTemplates } from "@/lib/templates/get-templates";
import { useCreateWidget } from "../api/create-widget";
import { useWidgetArtworks } from "../api/get-widgets";
import { SubmitButton } from "./submit-button";

const splitList = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Pick artworks, the sites, sizes and frames; the server's schema checks it here first, with the same messages. */
export function CreateWidgetForm({ onCreated }: { onCreated: () => void }) {
  const artworks = useWidgetArtworks();
  const templates = useTemplates();
  const create = useCreateWidget();
  const [artworkIds, setArtworkIds] = useState<string[]>([]);
  const [domains, setDomains] = useState("");
  const [sizes, setSizes] = useState("");
  const [frames, setFrames] = useState<FrameStyle[]>([...DEFAULT_WIDGET_FRAMES]);
  const [room, setRoom] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { artworkIds, domains: splitList(domains), sizes: splitList(sizes), frames, defaultTemplateId: room ? Number(room) : null };
    const checked = widgetInputSchema.safeParse(input);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? "Please check the form");
    setError(null);
    create.mutate(input, {
      onSuccess: () => {
        setArtworkIds([]);
        setDomains("");
        setSizes("");
        onCreated();
      },
      onError: (e) => setError(getErrorMessage(e, "Something went wrong. Please try again.")),
    });
  };

  const rooms = templates.data ?? [];
  return (
    <form noValidate className="grid gap-4" onSubmit={submit} aria-label="New widget">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Artworks</legend>
        {artworks.isPending ? <Spinner /> : null}
        {artworks.data?.length === 0 ? <p className="text-sm text-muted-foreground">Upload an artwork in the studio first.</p> : null}
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {artworks.data?.map((art, i) => (
            <label key={art.id} className="relative cursor-pointer rounded-md border p-1 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:ring-2 has-[[data-state=checked]]:ring-primary/40">
              <ProtectedImage src={artworkImageUrl(art.id)} alt={`Artwork ${i + 1} (${art.width} × ${art.height})`} className="aspect-square w-full rounded object-contain" loading="lazy" />
              <Checkbox className="absolute top-2 left-2 bg-card" aria-label={`Artwork ${i + 1}`} checked={artworkIds.includes(art.id)} onCheckedChange={(on) => setArtworkIds((ids) => toggle(ids, art.id, on === true))} />
            </label>
          ))}
        </div>
      </fieldset>
      <FormField label="Domains" placeholder="shop.example.com, www.example.com" hint="The sites your widget may appear on, separated by commas." value={domains} onChange={(e) => setDomains(e.target.value)} />
      <FormField label="Print sizes" placeholder="30x40cm, 50x70cm" hint="Optional: left empty, the sizes that suit each artwork." value={sizes} onChange={(e) => setSizes(e.target.value)} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Frames</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {FRAME_STYLES.map((frame) => (
            <Label key={frame} className="flex items-center gap-2 font-normal">
              <Checkbox checked={frames.includes(frame)} onCheckedChange={(on) => setFrames((f) => toggle(f, frame, on === true))} />
              {frame === "none" ? "No frame" : capitalise(frame)}
            </Label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="widget-room">First room</Label>
        <select id="widget-room" className="h-9 rounded-md border border-input bg-card px-3 text-sm" value={room} onChange={(e) => setRoom(e.target.value)}>
          <option value="">The catalogue's first room</option>
          {rooms.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex justify-end">
        <SubmitButton pending={create.isPending} label="Create widget" pendingLabel="Creating..." />
      </div>
    </form>
  );
}
