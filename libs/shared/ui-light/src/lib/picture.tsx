import type { CSSProperties } from 'react';

/**
 * The sizes the portal shows pictures at, which are also the demo back end's illustration sizes: catalog cards
 * 16:10, stories (news, offers, events, attractions) 16:9, the dashboard's banner strip, a list's thumbnail.
 */
export const PICTURE_SIZES = {
  card: { width: 320, height: 200 },
  story: { width: 640, height: 360 },
  banner: { width: 1200, height: 360 },
  thumbnail: { width: 72, height: 48 },
} as const;
export type PictureShape = keyof typeof PICTURE_SIZES;

export interface PictureProps {
  /** Already checked by data-access: only http(s) and data:image URLs get here. */
  src: string;
  shape: PictureShape;
  /**
   * Empty (the default) when the picture is decorative: every picture of the portal sits next to the title
   * of what it shows, which a screen reader reads already. Name it only where it says something the text does not.
   */
  alt?: string;
  /**
   * Above the fold (a detail page's hero, the dashboard's first banner): loaded at once and first. Everything else
   * waits until it is near the screen.
   */
  eager?: boolean;
  style?: CSSProperties;
}

/**
 * A picture with its width and height set, so the page does not jump when it arrives, lazy and decoded off the
 * main thread. It fills the width it is given (a thumbnail keeps its size) and crops to its shape.
 */
export function Picture({ src, shape, alt = '', eager = false, style }: PictureProps) {
  const { width, height } = PICTURE_SIZES[shape];
  const fluid = shape !== 'thumbnail';
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      style={{
        display: 'block',
        ...(fluid ? { width: '100%', height: 'auto' } : { flex: 'none' }),
        aspectRatio: `${width} / ${height}`,
        objectFit: 'cover',
        ...style,
      }}
    />
  );
}
