export interface Point {
  x: number;
  y: number;
}

/** One stroke: the points the pointer passed, in canvas pixels. */
export type SignatureLine = readonly Point[];

/** A signature (spec 002 section 3): its strokes and the drawing as an SVG data URL. */
export interface SignatureValue {
  lines: readonly SignatureLine[];
  dataUrl: string;
}

const STROKE = 'stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" fill="none"';

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A single tap draws a dot: a path needs two points to be visible. */
function pathData(line: SignatureLine): string {
  const [first, ...rest] = line;
  if (!first) return '';
  const moves = rest.length > 0 ? rest.map((point) => `L${round(point.x)} ${round(point.y)}`).join(' ') : 'l0.1 0';
  return `M${round(first.x)} ${round(first.y)} ${moves}`;
}

export function signatureSvg(lines: readonly SignatureLine[], width: number, height: number): string {
  const paths = lines
    .filter((line) => line.length > 0)
    .map((line) => `<path d="${pathData(line)}" ${STROKE}/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${paths}</svg>`;
}

export function signatureValue(lines: readonly SignatureLine[], width: number, height: number): SignatureValue {
  // The SVG holds only ASCII (numbers and fixed markup), so btoa can encode it directly.
  return { lines, dataUrl: `data:image/svg+xml;base64,${btoa(signatureSvg(lines, width, height))}` };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A typed name as a signature image (the keyboard's way to sign): an SVG data URL of the name in a script face. */
export function typedSignatureDataUrl(name: string, width = 400, height = 100): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<text x="10" y="${Math.round(height * 0.65)}" font-family="'Brush Script MT', 'Segoe Script', cursive" ` +
    `font-size="${Math.round(height * 0.45)}" fill="#000">${escapeXml(name.trim())}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The signature as a PNG data URL: documents (PDF) embed raster images, not SVG. Draws the SVG on a white canvas of
 * its size.
 */
export async function signaturePng(svgDataUrl: string): Promise<string> {
  const image = new Image();
  image.src = svgDataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to draw the signature on');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0);
  return canvas.toDataURL('image/png');
}
