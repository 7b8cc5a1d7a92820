import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/jwt.js';
import { demoAccounts, type SignedIn, type TestServer } from './helpers/index.js';
import { pdf, startStorageTest } from './storage-setup.js';

// Uploads must be what they claim to be, objects are served with `nosniff`, and signed links
// live at most `[storage] signed_url_max_expiry` (one day by default).
let t: TestServer;
let candidate: SignedIn;
let employer: SignedIn;

beforeAll(async () => {
  ({ t, candidate } = await startStorageTest('content.other@example.com'));
  employer = await t.signInAs(demoAccounts.employer.email, demoAccounts.employer.password);
});
afterAll(async () => {
  await t?.stop();
});

const ascii = (text: string) => [...new TextEncoder().encode(text)];
const file = (bytes: number[], type: string) => new Blob([new Uint8Array([...bytes, ...ascii(' rest of the file')])], { type });
const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const html = ascii('<html><script>alert(document.cookie)</script></html>');
/** A type refusal as supabase-js reports it (Storage's `statusCode`, HTTP 400). */
const refusedType = { statusCode: '415' };

describe('image buckets take only images', () => {
  it('refuses HTML sent as image/png to avatars and logos, and takes real PNG, JPEG, WebP and GIF', async () => {
    const folder = employer.user.id;
    const avatars = employer.client.storage.from('avatars');
    const lie = await avatars.upload(`${folder}/avatar.png`, file(html, 'image/png'));
    expect(lie.error).toMatchObject({ ...refusedType, message: expect.stringContaining('image/png') });
    expect((await avatars.exists(`${folder}/avatar.png`)).data).toBe(false);

    const logos = employer.client.storage.from('logos');
    expect((await logos.upload(`${folder}/fake.jpg`, file(html, 'image/jpeg'))).error).toMatchObject(refusedType);
    expect((await logos.upload(`${folder}/png-as.gif`, file(png, 'image/gif'))).error).toMatchObject(refusedType);
    const images: [string, number[], string][] = [
      ['a.png', png, 'image/png'],
      ['b.jpg', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
      ['c.webp', [...ascii('RIFF'), 1, 0, 0, 0, ...ascii('WEBPVP8 ')], 'image/webp'],
      ['d.gif', ascii('GIF89a'), 'image/gif'],
    ];
    for (const [name, bytes, type] of images) {
      expect((await logos.upload(`${folder}/${name}`, file(bytes, type))).error).toBeNull();
    }
  });

  it('refuses a type a wildcard admits when its content cannot be checked (SVG in image/*)', async () => {
    const admin = t.serviceClient();
    expect((await admin.storage.createBucket('pictures', { public: true, allowedMimeTypes: ['image/*'] })).error).toBeNull();
    const pictures = admin.storage.from('pictures');
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' });
    expect((await pictures.upload('x.svg', svg)).error).toMatchObject(refusedType);
    expect((await pictures.upload('x.png', file(png, 'image/png'))).error).toBeNull();
  });
});

describe('document buckets take only documents', () => {
  it('refuses a text file named fake.pdf, directly and through a signed upload URL', async () => {
    const cvs = candidate.client.storage.from('cvs');
    const path = `${candidate.user.id}/fake.pdf`;
    const fake = new Blob(['Just some text, not a PDF at all.'], { type: 'application/pdf' });
    expect((await cvs.upload(path, fake)).error).toMatchObject({ ...refusedType, message: expect.stringContaining('application/pdf') });

    const signed = await cvs.createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    const viaToken = await t.client().storage.from('cvs').uploadToSignedUrl(path, signed.data?.token as string, fake);
    expect(viaToken.error).toMatchObject(refusedType);
    expect((await cvs.exists(path)).data).toBe(false);
  });

  it('takes PDF, DOCX and legacy DOC files by their leading bytes', async () => {
    const cvs = candidate.client.storage.from('cvs');
    const folder = candidate.user.id;
    expect((await cvs.upload(`${folder}/real.pdf`, pdf('real'))).error).toBeNull();
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect((await cvs.upload(`${folder}/cv.docx`, file([0x50, 0x4b, 0x03, 0x04], docx))).error).toBeNull();
    const doc = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
    expect((await cvs.upload(`${folder}/cv.doc`, file(doc, 'application/msword'))).error).toBeNull();
    // A PDF is no Word document, whatever it is sent as.
    expect((await cvs.upload(`${folder}/pdf-as.docx`, file(ascii('%PDF-1.7'), docx))).error).toMatchObject(refusedType);
  });

  it('refuses a visa document whose bytes are not the image it is sent as', async () => {
    const visas = candidate.client.storage.from('visa-documents');
    const folder = candidate.user.id;
    expect((await visas.upload(`${folder}/passport.jpg`, file(html, 'image/jpeg'))).error).toMatchObject(refusedType);
    expect((await visas.upload(`${folder}/passport.png`, file(png, 'image/png'))).error).toBeNull();
  });

  it('keeps a copy from changing a stored image into a type its bucket refuses', async () => {
    const folder = employer.user.id;
    const logos = employer.client.storage.from('logos');
    expect((await logos.upload(`${folder}/source.png`, file(png, 'image/png'))).error).toBeNull();
    const copy = (mimetype: string) =>
      fetch(`${t.url}/storage/v1/object/copy`, {
        method: 'POST',
        headers: { apikey: t.anonKey, authorization: `Bearer ${employer.session.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ bucketId: 'logos', sourceKey: `${folder}/source.png`, destinationKey: `${folder}/copy-${mimetype.replace('/', '-')}`, metadata: { mimetype } }),
      });
    const refusal = { statusCode: '415', code: 'InvalidMimeType', error: 'invalid_mime_type' };
    expect(await (await copy('text/html')).json()).toMatchObject(refusal);
    expect(await (await copy('image/gif')).json()).toMatchObject(refusal);
    expect((await copy('image/png')).status).toBe(200);
  });
});

describe('served objects', () => {
  it('carry X-Content-Type-Options: nosniff on public, authenticated and signed downloads', async () => {
    const logoPath = `${employer.user.id}/nosniff.png`;
    expect((await employer.client.storage.from('logos').upload(logoPath, file(png, 'image/png'))).error).toBeNull();
    const publicUrl = t.client().storage.from('logos').getPublicUrl(logoPath).data.publicUrl;
    const cvPath = `${candidate.user.id}/nosniff.pdf`;
    const cvs = candidate.client.storage.from('cvs');
    expect((await cvs.upload(cvPath, pdf('nosniff'))).error).toBeNull();
    const signed = await cvs.createSignedUrl(cvPath, 60);

    const responses = [
      await fetch(publicUrl),
      await fetch(`${t.url}/storage/v1/object/authenticated/cvs/${cvPath}`, {
        headers: { apikey: t.anonKey, authorization: `Bearer ${candidate.session.access_token}` },
      }),
      await fetch(signed.data?.signedUrl as string),
      await fetch(`${t.url}/storage/v1/object/public/logos/${employer.user.id}/missing.png`),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 400]);
    for (const response of responses) expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('signed URLs', () => {
  it('refuses a lifetime over one day and takes one day', async () => {
    const path = `${candidate.user.id}/lifetime.pdf`;
    const cvs = candidate.client.storage.from('cvs');
    expect((await cvs.upload(path, pdf('lifetime'))).error).toBeNull();
    const tenYears = 10 * 365 * 24 * 60 * 60;
    const long = await cvs.createSignedUrl(path, tenYears);
    expect(long.data).toBeNull();
    expect(long.error).toMatchObject({ statusCode: '400', message: 'expiresIn must be at most 86400 seconds' });
    expect((await cvs.createSignedUrls([path], tenYears)).error).toMatchObject({ statusCode: '400' });
    const day = await cvs.createSignedUrl(path, 86_400);
    expect(day.error).toBeNull();
    expect((await fetch(day.data?.signedUrl as string)).status).toBe(200);
  });

  it('does not open a link signed for longer than the limit', async () => {
    const path = `${candidate.user.id}/old-link.pdf`;
    expect((await candidate.client.storage.from('cvs').upload(path, pdf('old link'))).error).toBeNull();
    const iat = Math.floor(Date.now() / 1000);
    const token = await signJwt(t.server.jwtSecret, { url: `cvs/${path}`, iat, exp: iat + 10 * 365 * 24 * 60 * 60 });
    const response = await fetch(`${t.url}/storage/v1/object/sign/cvs/${path}?token=${token}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'InvalidSignature' });
  });
});
