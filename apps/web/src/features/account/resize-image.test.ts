import { describe, expect, it, vi } from 'vitest';
import { fitWithin, type ImageTools, resizeToJpeg } from './resize-image.ts';

describe('fitWithin', () => {
  it('scales the longer side down to 800 px, keeping the proportions', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 1080, height: 1920 })).toEqual({ width: 450, height: 800 });
  });

  it('leaves smaller pictures as they are', () => {
    expect(fitWithin({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
  });

  it('never reaches zero on extreme proportions', () => {
    expect(fitWithin({ width: 10_000, height: 2 })).toEqual({ width: 800, height: 1 });
  });
});

describe('resizeToJpeg', () => {
  function fakeTools(width: number, height: number) {
    const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
    const canvas = {
      width: 0,
      height: 0,
      getContext: vi.fn(() => context),
      toBlob: vi.fn((done: (blob: Blob | null) => void, type: string, quality: number) =>
        done(new Blob([String(quality)], { type })),
      ),
    };
    const source = { picture: true };
    const close = vi.fn();
    const tools: ImageTools = {
      decode: async () => ({ source: source as unknown as CanvasImageSource, width, height, close }),
      createCanvas: () => canvas as unknown as HTMLCanvasElement,
    };
    return { tools, canvas, context, source, close };
  }

  it('draws the picture at the fitted size on white and encodes a JPEG of quality 1', async () => {
    const { tools, canvas, context, source, close } = fakeTools(2400, 1200);

    const blob = await resizeToJpeg(new Blob(['png']), tools);

    expect(blob.type).toBe('image/jpeg');
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 1);
    expect([canvas.width, canvas.height]).toEqual([800, 400]);
    expect(context.fillStyle).toBe('#ffffff');
    expect(context.drawImage).toHaveBeenCalledWith(source, 0, 0, 800, 400);
    expect(close).toHaveBeenCalled();
  });

  it('fails when the picture cannot be encoded', async () => {
    const { tools, canvas } = fakeTools(100, 100);
    canvas.toBlob.mockImplementation((done: (blob: Blob | null) => void) => done(null));

    await expect(resizeToJpeg(new Blob(['x']), tools)).rejects.toThrow('could not be encoded');
  });
});
