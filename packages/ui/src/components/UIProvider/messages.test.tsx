import {
  DialogContent,
  Dialog,
  FileUpload,
  Link,
  PasswordInput,
  UIProvider,
  type UIMessages,
} from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { formatFileSize } from '../FileUpload';

const french: Partial<UIMessages> = {
  locale: 'fr-FR',
  close: 'Fermer',
  showPassword: 'Afficher le mot de passe',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  or: 'ou',
  fileSizeUnits: ['octets', 'Ko', 'Mo', 'Go'],
  fileLimits: (types, maxSize) => `${types}, ${maxSize} au plus`,
};

describe('UIProvider messages', () => {
  it('speaks English without a provider', async () => {
    await render(
      <Dialog open>
        <DialogContent title="Apply">Body</DialogContent>
      </Dialog>,
    );
    await expect.element(page.getByRole('button', { name: 'Close' })).toBeVisible();
  });

  it('puts the given words in the components, and keeps English for the rest', async () => {
    await render(
      <UIProvider messages={french}>
        <PasswordInput label="Mot de passe" />
        <Link href="https://example.com" external>
          Exemple
        </Link>
        <FileUpload
          label="CV"
          accept={['.pdf', '.docx']}
          maxSizeBytes={1.5 * 1024 * 1024}
          onFileAccepted={() => {}}
        />
      </UIProvider>,
    );
    await expect
      .element(page.getByRole('button', { name: 'Afficher le mot de passe' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Exemple (s’ouvre dans un nouvel onglet)' }))
      .toBeVisible();
    // French digits and units, and the French 'or' between the types.
    await expect.element(page.getByText('PDF ou DOCX, 1,5 Mo au plus')).toBeVisible();
    // Not translated here: the English default stays.
    await expect
      .element(page.getByText('Drag and drop a file here, or click to browse'))
      .toBeVisible();
  });

  it('lets a nested provider override one word and inherit the others', async () => {
    await render(
      <UIProvider messages={french}>
        <UIProvider messages={{ close: 'Schließen' }}>
          <Dialog open>
            <DialogContent title="Bewerben">
              <PasswordInput label="Passwort" />
            </DialogContent>
          </Dialog>
        </UIProvider>
      </UIProvider>,
    );
    await expect.element(page.getByRole('button', { name: 'Schließen' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Afficher le mot de passe' }))
      .toBeVisible();
  });

  it('formats file sizes in the locale and units given', () => {
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(
      formatFileSize(2048 * 1024 * 1024, { locale: 'de-DE', fileSizeUnits: french.fileSizeUnits! }),
    ).toBe('2 Go');
    expect(formatFileSize(1000, { locale: 'de-DE', fileSizeUnits: ['B', 'KB', 'MB', 'GB'] })).toBe(
      '1.000 B',
    );
  });
});
