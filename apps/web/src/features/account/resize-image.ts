/** Profile pictures are scaled to at most 800 px on the longer side and sent as JPEG of quality 1 (spec 000 section 9). */
const MAX_IMAGE_SIDE = 800;
const JPEG_QUALITY = 1;

interface Size {
  width: number;
  height: number;
}

/** The size that fits within max on the longer side, keeping the proportions; smaller images keep their size. */
export function fitWithin({ width, height }: Size, max = MAX_IMAGE_SIDE): Size {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A decoded picture the canvas can draw; createImageBitmap in the browser. */
interface DecodedImage extends Size {
  source: CanvasImageSource;
  close?: () => void;
}

export interface ImageTools {
  decode: (file: Blob) => Promise<DecodedImage>;
  createCanvas: () => HTMLCanvasElement;
}

const browserTools: ImageTools = {
  decode: async (file) => {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  },
  createCanvas: () => document.createElement('canvas'),
};

/** Scales a picture into a JPEG on a canvas; transparent parts turn white rather than JPEG's black. */
export async function resizeToJpeg(file: Blob, tools: ImageTools = browserTools): Promise<Blob> {
  const image = await tools.decode(file);
  try {
    const size = fitWithin(image);
    const canvas = tools.createCanvas();
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to resize the picture on');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image.source, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
        'image/jpeg',
        JPEG_QUALITY,
      );
    });
  } finally {
    image.close?.();
  }
}
