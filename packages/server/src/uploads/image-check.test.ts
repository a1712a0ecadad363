import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@bar/domain';
import { GIF_1X1, PNG_1X1, pngHeader } from '../test/multipart.js';
import { checkImage, contentTypeOf, sniffImage } from './image-check.js';

describe('image checks by content', () => {
  it('recognises real PNG and GIF bytes whatever the file is called', () => {
    expect(checkImage('Logo', PNG_1X1)).toEqual({ extension: 'png', contentType: 'image/png' });
    expect(checkImage('Logo', GIF_1X1).contentType).toBe('image/gif');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.contentType).toBe('image/webp');
  });

  it('refuses text, SVG and HTML dressed as images', () => {
    for (const fake of ['just some text pretending', '<svg xmlns="http://www.w3.org/2000/svg"/>', '<html><script>alert(1)</script>']) {
      expect(() => checkImage('Logo', Buffer.from(fake))).toThrow('Logo: only PNG, JPEG, GIF or WebP images are accepted.');
    }
  });

  it('refuses empty, truncated, oversized and too-many-pixel images', () => {
    expect(() => checkImage('Logo', Buffer.alloc(0))).toThrow('empty');
    expect(() => checkImage('Logo', PNG_1X1.subarray(0, 12))).toThrow('damaged');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(() => checkImage('Logo', big)).toThrow(expect.objectContaining({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' }));
    expect(() => checkImage('Logo', pngHeader(20_000, 20_000))).toThrow('too large');
    expect(() => checkImage('Logo', pngHeader(9_000, 9_000))).toThrow('too large');
    expect(checkImage('Logo', pngHeader(2_000, 1_000)).extension).toBe('png');
  });

  it('serves stored files only with a known image type', () => {
    expect(contentTypeOf('logo-0123.webp')).toBe('image/webp');
    expect(contentTypeOf('logo-0123.html')).toBeUndefined();
  });
});
