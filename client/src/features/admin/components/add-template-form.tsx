import { zodResolver } from "@hookform/resolvers/zod";
import { DEFAULT_TEMPLATE_CATEGORY } from "@shared/constants";
import { type TemplateUploadResponse, createTemplateSchema } from "@shared/templates";
import { FileImage, X } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { ProtectedImage } from "@/components/protected-image";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { PsdImportDialog } from "@/components/psd-import/psd-import-dialog";
import { PSD_ACCEPT, isPsdFile, psdFileProblem } from "@/lib/psd-file";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast-store";
import { cn } from "@/lib/utils";
import { type AddTemplateInput, useAddTemplate } from "../api/add-template";
import { CHECKERBOARD } from "../lib/checkerboard";
import { ACCEPT_ATTRIBUTE, TEMPLATE_IMAGE_PATH, isAcceptedImage, toTemplateImagePath } from "../lib/template-image-url";
import { formatBytes, useFilePreview } from "../lib/use-file-preview";
import { buildWallScale, emptyWallDraft } from "@/lib/wall-scale";
import { WallScaleEditor } from "@/components/wall-scale/wall-scale-editor";
import { FormField } from "@/components/ui/form-field";
import { ImageDropZone } from "./image-drop-zone";
import { PhotoWindowsDialog } from "./photo-windows-dialog";

const FOREIGN_URL = `Only images uploaded to this site can be used (${TEMPLATE_IMAGE_PATH}...)`;

/** The API's own rules for name, category and featured, plus the optional pasted URL. */
const addTemplateFormSchema = createTemplateSchema.pick({ name: true, category: true, featured: true }).extend({
  imageUrl: z.string().trim().refine((v) => v === "" || toTemplateImagePath(v, window.location.origin) !== null, FOREIGN_URL),
});
type FormInput = z.input<typeof addTemplateFormSchema>;
type FormOutput = z.output<typeof addTemplateFormSchema>;

const DEFAULTS: FormInput = { name: "", category: DEFAULT_TEMPLATE_CATEGORY, featured: false, imageUrl: "" };

const IMAGE_HINT = "A PNG with a transparent window, a photo (JPEG or PNG) of a frame on a wall, or a Photoshop mockup with a smart object (.psd, .psb, up to 300 MB)";
const TEMPLATE_ACCEPT = `${ACCEPT_ATTRIBUTE},${PSD_ACCEPT}`;

/** An upload waiting for the admin (a photo's corners, a PSD's smart objects), with the form's values at submit. */
type Placing = { upload: TemplateUploadResponse; input: AddTemplateInput };

export function AddTemplateForm() {
  const ids = useId();
  const { file, previewUrl, setFile } = useFilePreview();
  const fileIsPsd = file !== null && isPsdFile(file);
  const [fileError, setFileError] = useState<string | null>(null);
  const [placing, setPlacing] = useState<Placing | null>(null);
  const [choosing, setChoosing] = useState<Placing | null>(null);
  const [bareWall, setBareWall] = useState(false);
  const [wallDraft, setWallDraft] = useState(emptyWallDraft);
  const [wallError, setWallError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(addTemplateFormSchema), defaultValues: DEFAULTS });
  const { errors } = form.formState;
  const addTemplate = useAddTemplate({
    onAdded: () => {
      form.reset(DEFAULTS);
      setFile(null);
      setPlacing(null);
      setChoosing(null);
      setBareWall(false);
      setWallDraft(emptyWallDraft());
    },
  });

  function chooseFile(files: File[]) {
    const [picked] = files;
    if (!picked) return;
    const psd = isPsdFile(picked);
    if (!psd && !isAcceptedImage(picked)) {
      setFileError("Only JPEG and PNG images or Photoshop files (.psd, .psb) are supported");
      return;
    }
    const problem = psd ? psdFileProblem(picked) : null;
    if (problem) {
      setFileError(problem);
      return;
    }
    setFileError(null);
    setFile(picked);
    // A Photoshop mockup's windows are its smart objects, never a bare wall.
    if (psd) setBareWall(false);
    // A new photo needs its own line and anchor.
    setWallDraft(emptyWallDraft());
  }

  /** Spec §5: without a file or URL there is nothing to make a template from. */
  function hasImage(): boolean {
    if (file || form.getValues("imageUrl").trim()) return true;
    toast({ title: "Image required", description: "Please upload an image or provide an image URL", variant: "destructive" });
    return false;
  }

  const onSubmit = form.handleSubmit(
    (values) => {
      if (!hasImage()) return;
      const built = bareWall && !fileIsPsd ? buildWallScale(wallDraft) : null;
      if (built && "error" in built) {
        setWallError(built.error);
        return;
      }
      setWallError(null);
      const input: AddTemplateInput = {
        name: values.name,
        category: values.category,
        featured: values.featured,
        file,
        imageUrl: file ? null : toTemplateImagePath(values.imageUrl, window.location.origin),
        wall: built?.wall,
      };
      // A photo comes back with the frames found in it: the admin checks the corners first; a
      // Photoshop file with its smart objects: the admin chooses those that receive the art.
      addTemplate.mutate(input, {
        onSuccess: (result) => {
          if (result.status === "place") setPlacing({ upload: result.upload, input });
          if (result.status === "choose") setChoosing({ upload: result.upload, input });
        },
      });
    },
    () => void hasImage(),
  );

  const pending = addTemplate.isPending;
  const fileHintId = `${ids}-file-hint`;
  const fileErrorId = `${ids}-file-error`;
  const pastedUrl = useWatch({ control: form.control, name: "imageUrl" });
  const urlPreview = !file && !errors.imageUrl ? toTemplateImagePath(pastedUrl, window.location.origin) : null;

  return (
    <>
      <form noValidate className="grid gap-5" onSubmit={onSubmit} aria-busy={pending}>
        <FormField
          label="Name"
          placeholder="Mockup #25 - 4x3 - Black - Living Room"
          autoComplete="off"
          hint="Names in the bulk format also set aspect ratio, colour and room."
          error={errors.name?.message}
          disabled={pending}
          {...form.register("name")}
        />
        <FormField label="Category" autoComplete="off" error={errors.category?.message} disabled={pending} {...form.register("category")} />

        <div className="grid gap-2">
          <span className="text-sm font-medium leading-none" id={`${ids}-image-label`}>
            Image
          </span>
          {file && previewUrl ? (
            <div className="flex items-center gap-3 rounded-lg border bg-muted/40 p-3">
              {fileIsPsd ? (
                <div className="flex size-20 shrink-0 flex-col items-center justify-center gap-1 rounded-md border bg-card text-primary">
                  <FileImage className="size-7" aria-hidden="true" />
                  <span className="text-[11px] font-semibold tracking-wide">{file.name.split(".").pop()?.toUpperCase()}</span>
                </div>
              ) : (
                <div className={cn("size-20 shrink-0 overflow-hidden rounded-md border", CHECKERBOARD)}>
                  <ProtectedImage src={previewUrl} alt={`Preview of ${file.name}`} className="size-full object-contain" />
                </div>
              )}
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="truncate text-sm font-medium" title={file.name}>
                  {file.name}
                </p>
                <p className="text-xs text-muted-foreground">
                  {formatBytes(file.size)}
                  {fileIsPsd ? " · Photoshop mockup: its smart objects become the windows" : ""}
                </p>
                {pending && addTemplate.progress !== null ? <UploadProgress percent={addTemplate.progress} psd={fileIsPsd} /> : null}
              </div>
              <Button type="button" variant="ghost" size="icon" disabled={pending} onClick={() => setFile(null)}>
                <X aria-hidden="true" />
                <span className="sr-only">Remove {file.name}</span>
              </Button>
            </div>
          ) : (
            <ImageDropZone
              id={`${ids}-file`}
              inputLabel="Template image"
              title="Choose an image or drop it here"
              hint={IMAGE_HINT}
              accept={TEMPLATE_ACCEPT}
              invalid={fileError !== null}
              describedBy={fileError ? fileErrorId : fileHintId}
              disabled={pending}
              onFiles={chooseFile}
            />
          )}
          {fileError ? (
            <p id={fileErrorId} className="text-[13px] font-medium text-destructive">
              {fileError}
            </p>
          ) : (
            <p id={fileHintId} className="sr-only">
              {IMAGE_HINT}
            </p>
          )}
        </div>

        <FormField
          label="Or image URL"
          placeholder={`${TEMPLATE_IMAGE_PATH}…`}
          autoComplete="off"
          inputMode="url"
          hint={file ? "The chosen file is used instead." : "An image already uploaded to this site and not yet used by a template."}
          error={errors.imageUrl?.message}
          disabled={pending || file !== null}
          {...form.register("imageUrl")}
        />
        {urlPreview ? (
          <div className={cn("-mt-2 h-28 overflow-hidden rounded-md border", CHECKERBOARD)}>
            <ProtectedImage src={urlPreview} alt="Preview of the image URL" className="size-full object-contain" fallback={null} />
          </div>
        ) : null}

        <div className="flex items-start gap-3">
          <Checkbox
            id={`${ids}-bare-wall`}
            checked={bareWall && !fileIsPsd}
            onCheckedChange={(v) => setBareWall(v === true)}
            disabled={pending || fileIsPsd}
            aria-describedby={`${ids}-bare-wall-hint`}
            className="mt-0.5"
          />
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-bare-wall`}>Bare wall (true size)</Label>
            <p id={`${ids}-bare-wall-hint`} className="text-xs text-muted-foreground">
              A wall photo without a frame: prints are hung on it at their real size, from a scale you set on the image.
            </p>
          </div>
        </div>
        {bareWall && !fileIsPsd ? (
          previewUrl || urlPreview ? (
            <WallScaleEditor src={previewUrl ?? urlPreview ?? ""} alt="The wall photo" draft={wallDraft} onChange={setWallDraft} disabled={pending} error={wallError} />
          ) : (
            <p className="-mt-2 text-xs text-muted-foreground">Choose the photo above to set its scale.</p>
          )
        ) : null}

        <Controller
          control={form.control}
          name="featured"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Checkbox
                id={`${ids}-featured`}
                checked={field.value === true}
                onCheckedChange={(v) => field.onChange(v === true)}
                onBlur={field.onBlur}
                disabled={pending}
                aria-describedby={`${ids}-featured-hint`}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={`${ids}-featured`}>Featured</Label>
                <p id={`${ids}-featured-hint`} className="text-xs text-muted-foreground">
                  Include this template in the featured list.
                </p>
              </div>
            </div>
          )}
        />

        <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={pending}>
          {pending ? (
            <>
              <Spinner className="text-current" />
              Adding Template...
            </>
          ) : (
            "Add Template"
          )}
        </Button>
      </form>
      <PhotoWindowsDialog
        photo={placing ? { ...placing.upload, windows: placing.upload.windows ?? [] } : null}
        title="Place the frame"
        summary={placing ? <PlacingSummary input={placing.input} /> : null}
        saveLabel="Save Template"
        saving={pending}
        onSave={(quads) => placing && addTemplate.mutate({ ...placing.input, quads })}
        onClose={() => setPlacing(null)}
      />
      <PsdImportDialog
        psd={choosing?.upload.psd ?? null}
        imageUrl={choosing?.upload.imageUrl}
        title="Import the Photoshop mockup"
        summary={choosing ? <PlacingSummary input={choosing.input} /> : null}
        saveLabel="Save Template"
        saving={pending}
        onSave={(smartObjects) => choosing && addTemplate.mutate({ ...choosing.input, smartObjects })}
        onClose={() => setChoosing(null)}
      />
    </>
  );
}

/** The file going out (a Photoshop file can be 300 MB), then the server reading it. */
function UploadProgress({ percent, psd }: { percent: number; psd: boolean }) {
  const label = percent < 100 ? `Uploading... ${percent}%` : psd ? "Reading the Photoshop file..." : "Finding the windows...";
  return (
    <div className="grid gap-1" aria-live="polite">
      <p className="text-xs font-medium">{label}</p>
      <Progress value={percent} aria-label="Upload progress" className="h-1.5" />
    </div>
  );
}

/** What the new template will be: its name, category and whether it is featured. */
function PlacingSummary({ input }: { input: AddTemplateInput }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium [overflow-wrap:anywhere]">{input.name}</span>
      <span className="text-muted-foreground">·</span>
      <span className="text-muted-foreground">{input.category}</span>
      {input.featured ? (
        <>
          <span className="text-muted-foreground">·</span>
          <span className="text-muted-foreground">Featured</span>
        </>
      ) : null}
    </p>
  );
}
