import { imageUrl, useIslandSite } from "../../site";

export type ImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load eagerly; everything else waits until it nears the viewport. */
  eager?: boolean;
  className?: string;
};

/** Every <img> on the site: width and height set (no layout shift), lazy by default, IMAGE_BASE_URL aware. */
export function Image({ src, alt, width, height, eager = false, className }: ImageProps) {
  const site = useIslandSite();
  return (
    <img
      src={imageUrl(site, src)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
