import { describe, expect, it } from 'vitest';
import { signatureSvg, signatureValue, typedSignatureDataUrl } from './signature.ts';

describe('signatureSvg', () => {
  it('draws each line as a path in a view box of the pad size', () => {
    const svg = signatureSvg(
      [
        [
          { x: 1, y: 2 },
          { x: 3.1234, y: 4 },
        ],
        [{ x: 5, y: 5 }],
        [],
      ],
      300,
      200,
    );
    expect(svg).toContain('viewBox="0 0 300 200"');
    expect(svg).toContain('d="M1 2 L3.1 4"');
    expect(svg).toContain('d="M5 5 l0.1 0"');
    expect(svg.match(/<path/g)).toHaveLength(2);
  });
});

describe('signatureValue', () => {
  it('holds the lines and the SVG as a base64 data URL', () => {
    const lines = [[{ x: 0, y: 0 }]];
    const value = signatureValue(lines, 10, 10);
    expect(value.lines).toBe(lines);
    expect(value.dataUrl.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(value.dataUrl.split(',')[1] ?? '')).toBe(signatureSvg(lines, 10, 10));
  });
});

describe('typedSignatureDataUrl', () => {
  it('writes the trimmed name as SVG text, markup escaped and any script kept', () => {
    const url = typedSignatureDataUrl('  Zoë <b>&</b> Łukasz ', 400, 100);
    const [prefix, data = ''] = url.split(',');
    expect(prefix).toBe('data:image/svg+xml;charset=utf-8');
    const svg = decodeURIComponent(data);
    expect(svg).toContain('width="400" height="100"');
    expect(svg).toContain('>Zoë &#60;b&#62;&#38;&#60;/b&#62; Łukasz</text>');
  });
});
