import { ProtectedImage } from "@/components/protected-image";

/** Served from the template images (spec §2); may not exist yet on a fresh install. */
export const HERO_IMAGE_SRC = "/api/templates/images/homepageTemplate.jpg";
/** The same image as WebP at the widths the server keeps (`?w=`), for the browser to pick from. */
const HERO_SRC_SET = [480, 800, 1200, 1600].map((w) => `${HERO_IMAGE_SRC}?w=${w} ${w}w`).join(", ");
/** The hero's width: half the 1152 px content column beside the text on wide screens, else the page less its padding. */
const HERO_SIZES = "(min-width: 1024px) 520px, calc(100vw - 32px)";

/**
 * The hero mockup: homepageTemplate.jpg, a drawn room like the starter catalogue's. Behind it sits
 * a simpler scene in CSS, so the hero still reads as a mockup when the image is missing (the image
 * is then simply not shown).
 */
export function HeroVisual() {
  return (
    <div className="relative">
      <div aria-hidden="true" className="absolute -inset-6 -z-10 rounded-[2rem] bg-[radial-gradient(60%_60%_at_70%_30%,var(--primary-soft),transparent_70%)]" />
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border bg-gradient-to-br from-[#efe6da] via-[#e9dfd2] to-[#d9cbb9] shadow-[0_30px_60px_-30px_rgb(31_27_23/0.35)]">
        <DrawnScene />
        <ProtectedImage
          src={HERO_IMAGE_SRC}
          srcSet={HERO_SRC_SET}
          sizes={HERO_SIZES}
          fetchPriority="high"
          width={1200}
          height={900}
          alt="Artwork shown in a framed room mockup"
          fallback={null}
          className="absolute inset-0 size-full object-cover"
        />
      </div>
    </div>
  );
}

function DrawnScene() {
  return (
    <div aria-hidden="true" className="absolute inset-0">
      <div className="absolute inset-x-0 bottom-0 h-[22%] bg-gradient-to-b from-[#cdbba4] to-[#bfa98f]" />
      <div className="absolute left-1/2 top-[14%] w-[42%] -translate-x-1/2 rounded-[3px] bg-[#2b2420] p-[2.2%] shadow-[0_18px_30px_-12px_rgb(31_27_23/0.55)]">
        <div className="bg-[#f7f3ec] p-[9%]">
          <div className="aspect-[4/5] bg-[linear-gradient(160deg,#e9b48f_0%,#c8643b_38%,#7c3b22_70%,#2f3a4a_100%)]" />
        </div>
      </div>
      <div className="absolute bottom-[14%] left-[12%] h-[20%] w-[18%] rounded-t-full bg-[#8a9a7b]/80" />
      <div className="absolute bottom-[8%] right-[10%] h-[16%] w-[34%] rounded-lg bg-[#b48a6c]" />
    </div>
  );
}
