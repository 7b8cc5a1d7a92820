import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { bundleDeliveryFunction } from '../scripts/bundle.mjs';
import { applicationSubmitted } from '../src/templates/applications';

it('the Edge Function bundle carries the worker and the templates, and renders an email alone', async () => {
  const code: string = await bundleDeliveryFunction();
  const file = join(mkdtempSync(join(tmpdir(), 'deliver-emails-')), 'worker.bundle.mjs');
  // Nothing of the workspace is imported by path (Deno could not resolve it); supabase-js is the
  // one import, which deno.json maps and which this test points at the workspace's copy.
  expect(code).not.toMatch(/from\s*["'](\.{1,2}\/|@globalhire\/)/);
  const supabaseJs = pathToFileURL(
    createRequire(new URL('../../data/package.json', import.meta.url)).resolve('@supabase/supabase-js'),
  ).href;
  writeFileSync(file, code.replaceAll(/(["'])@supabase\/supabase-js\1/g, JSON.stringify(supabaseJs)));
  const bundle = await import(pathToFileURL(file).href);
  expect(typeof bundle.deliveryTick).toBe('function');
  expect(typeof bundle.resendTransport).toBe('function');

  const render = bundle.createEmailRenderer({
    siteUrl: 'https://globalhire.example',
    from: 'GlobalHire <notifications@globalhire.example>',
  });
  const mail = await render({
    id: 41,
    to_address: 'candidate@example.com',
    kind: 'application_submitted',
    facts: applicationSubmitted.samples.default,
    subject: null,
    body: null,
    link: null,
    attempts: 1,
  });
  expect(mail.subject).toBe('Application sent: Staff Nurse, Emergency Department');
  expect(mail.html).toContain('https://globalhire.example/applicant/applications');
  expect(mail.headers['Message-ID']).toBe('<outbox-41@globalhire.example>');
}, 60_000);
