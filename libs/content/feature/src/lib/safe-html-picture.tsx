import { Typography } from 'antd';
import { useState } from 'react';

interface SafeHtmlPictureProps {
  /** Absent when the sanitiser refused the address. */
  src: string | undefined;
  alt: string;
  width: string | undefined;
  height: string | undefined;
  /** The picture's figure has a caption of its own: without the picture, that caption is enough. */
  captioned: boolean;
}

/**
 * A picture of API HTML. One whose address was refused, or that fails to load, shows its alt text as a caption
 * instead: never a broken-image icon.
 */
export function SafeHtmlPicture({ src, alt, width, height, captioned }: SafeHtmlPictureProps) {
  const [failed, setFailed] = useState(false);
  if (src && !failed)
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        style={{ maxWidth: '100%', height: 'auto' }}
        onError={() => setFailed(true)}
      />
    );
  if (captioned || !alt.trim()) return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontStyle: 'italic' }}>
      {alt}
    </Typography.Text>
  );
}
