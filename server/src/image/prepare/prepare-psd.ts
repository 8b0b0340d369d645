
import { ImageError, quadBox, sharp, type RawImage, type TemplateWindow } from "../core";
import { decodeSmartObject, isPsd, readPsdComposite, readPsdDocument, type PsdDocument, type PsdSmartObject, type SmartObjectContent } from "../decode";
import { describeAspectRatio } from "../detect";
import { encodePsdLayers, placeArtwork, renderPsdRegions, smartObjectArt, compositePsdRgba, type PsdLayers, type RenderedRegion, type SmartObjectArt } from "../compose";
import { encodeTemplateCopies, type PreparedTemplate } from "./prepare-template";
import { measurePsdFidelity, type PsdFidelity } from "./psd-fidelity";
import { buildPsdLayers, regionBoxes, scalePsdLayers } from "./psd-regions";

export const NO_SMART_OBJECT_MESSAGE =
  "This Photoshop document has no visible smart object to put the art into: in Photoshop select the design area, use Layer › Smart Objects › Convert to Smart Object, then save again";

/** Side of a smart object's thumbnail in the import dialog. */
const SMART_OBJECT_THUMBNAIL_PX = 96;
/** Names that say "the art goes here": the default choice of smart objects to fill. */
const DESIGN_NAME = /design|artwork|art\b|your|poster|print|image here|place|replace|insert|logo|mockup/i;

/** One smart object as the import dialog shows it. */
export type PsdSmartObjectInfo = {
  index: number;
  name: string;
  /** Why it cannot take the art (it keeps its own content); absent when it can. */
  refusal?: string;
  /** Chosen by default: its name says design/artwork/your…, or no name does and it can take the art. */
  suggested: boolean;
  /** A small WebP of what Photoshop shows there, as a data: URL. */
  thumbnail: string;
  window: TemplateWindow;
};

export type PreparedPsdTemplate = PreparedTemplate & {
  psd: { smartObjects: PsdSmartObjectInfo[]; features: PsdDocument["features"]; fidelity: PsdFidelity; layers: Buffer; previewLayers: Buffer };
};

function windowOf(so: PsdSmartObject): TemplateWindow {
  const box = quadBox(so.quad);
  // Not 'rectangular': the art is fitted to the contents' ratio, then mapped onto the corners.
  return { box, quad: so.quad, rectangular: false, area: box.width * box.height, aspect: so.contentSize.width / so.contentSize.height, placement: "over", detected: true, smartObject: so.index, ...(so.warp ? { warp: so.warp } : {}) };
}

async function thumbnailOf(so: PsdSmartObject): Promise<string> {
  const { image } = so.pixels;
  const webp = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .resize(SMART_OBJECT_THUMBNAIL_PX, SMART_OBJECT_THUMBNAIL_PX, { fit: "inside" })
    .webp({ quality: 80 })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString("base64")}`;
}

/** The whole document composited as we render it (with every smart object's own content). */
export async function compositeDocument(doc: PsdDocument): Promise<RawImage> {
  const data = await compositePsdRgba(doc.children, { left: 0, top: 0, width: doc.width, height: doc.height });
  return { data, width: doc.width, height: doc.height, channels: 4 };
}

/** The smart objects the art goes into by default: those named for it, else all that can take it. */
function suggested(smartObjects: PsdSmartObject[]): Set<number> {
  const usable = smartObjects.filter((so) => !so.refusal);
  const named = usable.filter((so) => DESIGN_NAME.test(so.name));
  return new Set((named.length ? named : usable).map((so) => so.index));
}

/** What the layers give, read and composited once; the document itself is not kept past it. */
type RenderedDocument = {
  composite: RawImage;
  features: PsdDocument["features"];
  layers: PsdLayers;
  windows: TemplateWindow[];
  chosen: Set<number>;
  smartObjects: PsdSmartObjectInfo[];
  /** The regions rendered with each smart object's own contents, and those contents placed (the self-test's side). */
  selfTest: { regions: RenderedRegion[]; art: SmartObjectArt };
};

/**
 * Reads the layers, composites the document, prepares the regions and renders the self-test's
 * side. Everything the layers' pixels are needed for happens here, so they are garbage once it
 * returns (a 48 MP document's layers are hundreds of MB).
 */
async function renderDocument(bytes: Uint8Array): Promise<RenderedDocument> {
  const doc = await readPsdDocument(bytes);
  if (!doc.smartObjects.length) throw new ImageError("no_smart_object", NO_SMART_OBJECT_MESSAGE);
  const chosen = suggested(doc.smartObjects);
  if (!chosen.size) throw new ImageError("psd_unsupported", doc.smartObjects[0]!.refusal!.message);
  const windows = doc.smartObjects.filter((so) => !so.refusal).map(windowOf);
  const composite = await compositeDocument(doc);
  const layers = await buildPsdLayers(doc, regionBoxes(windows.map((w) => w.quad), doc.width, doc.height));
  const selfTest = await renderSelfTest(doc, layers, windows);
  const smartObjects = await Promise.all(
    doc.smartObjects.map(async (so) => ({
      index: so.index,
      name: so.name,
      refusal: so.refusal?.message,
      suggested: chosen.has(so.index),
      thumbnail: await thumbnailOf(so),
      window: windowOf(so),
    })),
  );
  return { composite, features: doc.features, layers, windows, chosen, smartObjects, selfTest };
}

/**
 * A Photoshop mockup becomes a template: its visible smart objects become windows (their
 * corners from the placed layer's transform, their ratio from the embedded contents), the
 * document is composited once as we render it (stored like any template, with its preview copy
 * and thumbnail), the layers around the smart objects are prepared for every render at full and
 * preview size, and the result is checked against the composite Photoshop saved, with each
 * smart object's own contents as the art. Refusals name the layer and the feature. The saved
 * composite is read last, once the layers are gone: the two are never in memory together.
 */
export async function preparePsd(bytes: Uint8Array): Promise<PreparedPsdTemplate> {
  const { composite, features, layers, windows, chosen, smartObjects, selfTest } = await renderDocument(bytes);
  const chosenWindows = windows.filter((w) => chosen.has(w.smartObject!));
  const copies = await encodeTemplateCopies(composite, chosenWindows);
  const previewLayers = await scalePsdLayers(layers, copies.preview.width, copies.preview.height);
  const [layersFile, previewFile] = await Promise.all([encodePsdLayers(layers), encodePsdLayers(previewLayers)]);
  const fidelity = measurePsdFidelity(composite, selfTest.regions, savedComposite(bytes), windows, selfTest.art);
  const largest = chosenWindows.reduce((a, w) => (a.area >= w.area ? a : w));
  return {
    ...copies,
    aspectRatio: describeAspectRatio(largest.aspect ?? 1, 1),
    psd: { smartObjects, features, fidelity, layers: layersFile, previewLayers: previewFile },
  };
}

/** Photoshop's composite, or undefined when the file has none we can read (the self-test then says so). */
function savedComposite(bytes: Uint8Array): RawImage | undefined {
  try {
    return readPsdComposite(bytes);
  } catch {
    return undefined;
  }
}

/**
 * A smart object's contents as pixels. An embedded PSD is composited from its layers as we
 * composite (a file saved without "Maximize compatibility" has a blank composite); one we cannot
 * composite falls back to its saved composite.
 */
async function decodeContent(content: SmartObjectContent): Promise<RawImage | undefined> {
  if (isPsd(content.data)) {
    try {
      const nested = await readPsdDocument(content.data);
      if (nested.children.length) return await compositeDocument(nested);
    } catch {
      // Something we do not composite inside it: its own composite is the next best.
    }
  }
  return decodeSmartObject(content);
}

/** Renders every usable smart object's region with its own embedded contents (fit `fill`): what the self-test compares with Photoshop's composite. */
async function renderSelfTest(doc: PsdDocument, layers: PsdLayers, windows: TemplateWindow[]): Promise<RenderedDocument["selfTest"]> {
  const canvas = { width: doc.width, height: doc.height };
  const placed = await Promise.all(
    windows.map(async (window) => {
      const so = doc.smartObjects[window.smartObject!]!;
      const content = so.content && (await decodeContent(so.content));
      return content ? placeArtwork(content, window, "fill", canvas) : null;
    }),
  );
  const art = smartObjectArt(windows, placed);
  return { regions: await renderPsdRegions(layers, art), art };
}
