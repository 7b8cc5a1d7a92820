import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicImageUrl } from '../src/queries/publicImages';
import { startBackend, type Backend } from './backend';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.stop();
});

// The smallest valid PNG: one transparent pixel.
const pixel = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

describe('publicImageUrl', () => {
  it('points a visitor at an article cover stored in the public bucket', async () => {
    const { error } = await backend.server
      .serviceClient()
      .storage.from('article-images')
      .upload('covers/visa-guide.png', pixel, { contentType: 'image/png', upsert: true });
    expect(error).toBeNull();

    const url = publicImageUrl(backend.anon(), 'article-images', 'covers/visa-guide.png');
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pixel);
  });

  it('is null for a row without an image', () => {
    expect(publicImageUrl(backend.anon(), 'logos', null)).toBeNull();
    expect(publicImageUrl(backend.anon(), 'logos', '')).toBeNull();
  });
});
