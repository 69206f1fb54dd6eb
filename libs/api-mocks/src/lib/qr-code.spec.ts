import { Ecc, QrCode, QrSegment } from '@rc-component/qrcode/lib/libs/qrcodegen';
import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl, qrMatrix } from './qr-code';

/** The reference encoder antd's QR code uses, asked for the same version range, level and mask. */
function reference(text: string): boolean[][] {
  const bytes = [...new TextEncoder().encode(text)];
  return QrCode.encodeSegments([QrSegment.makeBytes(bytes)], Ecc.MEDIUM, 1, 6, 0, false).getModules();
}

describe('qrMatrix', () => {
  it.each([
    'A',
    'hello',
    'LPA:1$smdp.hubby-demo.example$K2-4F7Q-9XJ3-2B6D',
    'LPA:1$smdp.hubby-demo.example$K2-4F7Q-9XJ3-2B6D-7HPN-XXXX-YYYY-ZZZZ',
    'x'.repeat(60),
    'é'.repeat(40),
    'y'.repeat(106),
  ])('matches the reference encoder for %s', (text) => {
    expect(qrMatrix(text)).toEqual(reference(text));
  });

  it('refuses text no version up to 6 holds', () => {
    expect(() => qrMatrix('z'.repeat(107))).toThrow(RangeError);
  });

  it('draws an SVG data image', () => {
    const url = qrCodeDataUrl('LPA:1$smdp.example$CODE');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url)).toContain('viewBox="0 0 33 33"');
  });
});
