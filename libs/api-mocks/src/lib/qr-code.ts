/**
 * A small QR code encoder for the demo back end's e-SIM activation codes: byte mode, error correction
 * level M, versions 1 to 6 (up to 106 bytes), mask 0. A real API sends its own image; the demo makes one
 * that phones can scan, without a dependency. Follows ISO/IEC 18004 (and Nayuki's reference encoder).
 */

/** Per version 1..6 at level M: error correction codewords per block and the blocks' data codewords. */
const LEVEL_M: ReadonlyArray<{ ecPerBlock: number; blocks: number; dataPerBlock: number }> = [
  { ecPerBlock: 10, blocks: 1, dataPerBlock: 16 },
  { ecPerBlock: 16, blocks: 1, dataPerBlock: 28 },
  { ecPerBlock: 26, blocks: 1, dataPerBlock: 44 },
  { ecPerBlock: 18, blocks: 2, dataPerBlock: 32 },
  { ecPerBlock: 24, blocks: 2, dataPerBlock: 43 },
  { ecPerBlock: 16, blocks: 4, dataPerBlock: 27 },
];

/** Level M's format bits ("00"). */
const LEVEL_M_FORMAT_BITS = 0;
const MASK = 0;

function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function reedSolomonDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j] as number, root);
      if (j + 1 < degree) result[j] = (result[j] as number) ^ (result[j + 1] as number);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function reedSolomonRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = divisor.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() as number);
    result.push(0);
    divisor.forEach((coefficient, index) => {
      result[index] = (result[index] as number) ^ gfMultiply(coefficient, factor);
    });
  }
  return result;
}

/** The data codewords: mode, length, bytes, terminator and padding, for the smallest version that fits. */
function dataCodewords(bytes: readonly number[]): { version: number; codewords: number[] } {
  const index = LEVEL_M.findIndex(
    (level) => level.blocks * level.dataPerBlock * 8 >= 4 + 8 + bytes.length * 8,
  );
  if (index < 0) throw new RangeError('Too long for the demo QR encoder (at most 106 bytes).');
  const level = LEVEL_M[index] as (typeof LEVEL_M)[number];
  const capacityBits = level.blocks * level.dataPerBlock * 8;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, 8);
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; codewords.length < capacityBits / 8; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return { version: index + 1, codewords };
}

function withErrorCorrection(version: number, data: readonly number[]): number[] {
  const level = LEVEL_M[version - 1] as (typeof LEVEL_M)[number];
  const divisor = reedSolomonDivisor(level.ecPerBlock);
  const blocks: number[][] = [];
  const ecc: number[][] = [];
  for (let block = 0; block < level.blocks; block++) {
    const slice = data.slice(block * level.dataPerBlock, (block + 1) * level.dataPerBlock);
    blocks.push(slice);
    ecc.push(reedSolomonRemainder(slice, divisor));
  }
  const result: number[] = [];
  for (let i = 0; i < level.dataPerBlock; i++) for (const block of blocks) result.push(block[i] as number);
  for (let i = 0; i < level.ecPerBlock; i++) for (const block of ecc) result.push(block[i] as number);
  return result;
}

/** The QR code of `text` (UTF-8) as rows of modules, true for dark. */
export function qrMatrix(text: string): boolean[][] {
  const { version, codewords } = dataCodewords([...new TextEncoder().encode(text)]);
  const size = version * 4 + 17;
  const modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const setFunction = (x: number, y: number, dark: boolean) => {
    (modules[y] as boolean[])[x] = dark;
    (reserved[y] as boolean[])[x] = true;
  };

  for (let i = 0; i < size; i++) {
    setFunction(6, i, i % 2 === 0);
    setFunction(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < size && y >= 0 && y < size) setFunction(x, y, distance !== 2 && distance !== 4);
      }
    }
  }
  if (version >= 2) {
    // Versions 2 to 6 have one alignment pattern; the others would sit on the finder patterns.
    const centre = size - 7;
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++)
        setFunction(centre + dx, centre + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }

  const format = (LEVEL_M_FORMAT_BITS << 3) | MASK;
  let remainder = format;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  const formatBits = ((format << 10) | remainder) ^ 0x5412;
  const bit = (i: number) => ((formatBits >>> i) & 1) === 1;
  for (let i = 0; i <= 5; i++) setFunction(8, i, bit(i));
  setFunction(8, 7, bit(6));
  setFunction(8, 8, bit(7));
  setFunction(7, 8, bit(8));
  for (let i = 9; i < 15; i++) setFunction(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) setFunction(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) setFunction(8, size - 15 + i, bit(i));
  setFunction(8, size - 8, true);

  const all = withErrorCorrection(version, codewords);
  let bitIndex = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vertical : vertical;
        if (!(reserved[y] as boolean[])[x] && bitIndex < all.length * 8) {
          (modules[y] as boolean[])[x] =
            (((all[bitIndex >>> 3] as number) >>> (7 - (bitIndex & 7))) & 1) === 1;
          bitIndex++;
        }
      }
    }
  }
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!(reserved[y] as boolean[])[x] && (x + y) % 2 === 0) {
        (modules[y] as boolean[])[x] = !(modules[y] as boolean[])[x];
      }
    }
  }
  return modules;
}

/** The QR code of `text` as an SVG data URL, black on white with the standard quiet zone. */
export function qrCodeDataUrl(text: string): string {
  const matrix = qrMatrix(text);
  const quiet = 4;
  const size = matrix.length + quiet * 2;
  const path = matrix
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + quiet} ${y + quiet}h1v1h-1z` : '')))
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
