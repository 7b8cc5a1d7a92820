import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { FileUpload } from './FileUpload';
import { checkFile, describeAccept, formatFileSize, isAcceptedType } from './fileRules';

const MB = 1024 * 1024;
const makeFile = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const cvAccept = ['.pdf', 'application/pdf', '.docx'];

function drop(files: File[]) {
  const zone = document.querySelector('[data-slot="file-upload-dropzone"]')!;
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  zone.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
}

describe('file rules', () => {
  it('formats sizes in binary units with at most one decimal', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
    expect(formatFileSize(1.5 * MB)).toBe('1.5 MB');
    expect(formatFileSize(5 * MB)).toBe('5 MB');
    expect(formatFileSize(5 * MB + 1)).toBe('5 MB');
  });

  it('names accepted types once each, joined for reading', () => {
    expect(describeAccept(['.pdf', 'application/pdf'])).toBe('PDF');
    expect(describeAccept(cvAccept)).toBe('PDF or DOCX');
    expect(describeAccept(['image/png', 'image/jpeg', 'image/*'])).toBe('PNG, JPG or image');
  });

  it('matches extensions, MIME types and wildcards, ignoring case', () => {
    expect(isAcceptedType({ name: 'CV.PDF', type: '' }, ['.pdf'])).toBe(true);
    expect(isAcceptedType({ name: 'cv', type: 'application/pdf' }, ['application/pdf'])).toBe(true);
    expect(isAcceptedType({ name: 'logo.png', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(isAcceptedType({ name: 'cv.pdf.exe', type: 'application/x-msdownload' }, cvAccept)).toBe(
      false,
    );
    expect(isAcceptedType({ name: 'anything.bin', type: '' }, [])).toBe(true);
  });

  it('checks type before size, and accepts a file exactly at the limit', () => {
    expect(checkFile({ name: 'big.png', type: 'image/png', size: 10 * MB }, cvAccept, 5 * MB)).toBe(
      'wrong-type',
    );
    expect(
      checkFile({ name: 'big.pdf', type: 'application/pdf', size: 5 * MB + 1 }, cvAccept, 5 * MB),
    ).toBe('too-large');
    expect(
      checkFile({ name: 'ok.pdf', type: 'application/pdf', size: 5 * MB }, cvAccept, 5 * MB),
    ).toBeNull();
  });
});

describe('FileUpload', () => {
  it('is one file input named by its label, limited to the accept list', async () => {
    await render(
      <FileUpload label="CV" accept={cvAccept} maxSizeBytes={5 * MB} onFileAccepted={() => {}} />,
    );
    expect(fileInput().accept).toBe('.pdf,application/pdf,.docx');
    expect(fileInput().multiple).toBe(false);
    expect(fileInput().labels).toHaveLength(1);
    await expect.element(page.elementLocator(fileInput())).toHaveAccessibleName('CV');
    await expect.element(page.getByText('PDF or DOCX, up to 5 MB')).toBeVisible();
  });

  it('lets the same file be chosen again after a rejection', async () => {
    const onFileRejected = vi.fn();
    await render(
      <FileUpload
        label="CV"
        accept={cvAccept}
        maxSizeBytes={1 * MB}
        onFileAccepted={() => {}}
        onFileRejected={onFileRejected}
      />,
    );
    const big = makeFile('cv.pdf', 'application/pdf', 2 * MB);
    await userEvent.upload(fileInput(), big);
    expect(fileInput().value).toBe('');
    await userEvent.upload(fileInput(), big);
    expect(onFileRejected).toHaveBeenCalledTimes(2);
    await expect
      .element(page.getByText('The file is too large. The maximum size is 1 MB.'))
      .toBeVisible();
  });

  it('shows an error from outside, and a rejection takes its place', async () => {
    await render(
      <FileUpload
        label="CV"
        accept={cvAccept}
        maxSizeBytes={MB}
        onFileAccepted={() => {}}
        error="The upload failed."
      />,
    );
    await expect.element(page.getByText('The upload failed.')).toBeVisible();
    drop([makeFile('photo.png', 'image/png', 10)]);
    await expect
      .element(page.getByText('This file type is not accepted. Please choose a PDF or DOCX file.'))
      .toBeVisible();
    await expect.element(page.getByText('The upload failed.')).not.toBeInTheDocument();
  });

  it('clears a rejection once a valid file is chosen, even one the browser gives no type', async () => {
    const onFileAccepted = vi.fn();
    await render(
      <FileUpload label="CV" accept={cvAccept} maxSizeBytes={MB} onFileAccepted={onFileAccepted} />,
    );
    drop([makeFile('photo.png', 'image/png', 10)]);
    await expect.element(page.getByText(/not accepted/)).toBeVisible();
    const cv = makeFile('cv.docx', '', 300 * 1024);
    drop([cv]);
    await expect.element(page.getByText('cv.docx')).toBeVisible();
    await expect.element(page.getByText(/not accepted/)).not.toBeInTheDocument();
    expect(fileInput().hasAttribute('aria-invalid')).toBe(false);
    expect(onFileAccepted).toHaveBeenCalledExactlyOnceWith(cv);
  });

  it('takes the first of several dropped files', async () => {
    const onFileAccepted = vi.fn();
    await render(
      <FileUpload label="CV" accept={cvAccept} maxSizeBytes={MB} onFileAccepted={onFileAccepted} />,
    );
    const first = makeFile('first.pdf', 'application/pdf', 10);
    drop([first, makeFile('second.pdf', 'application/pdf', 10)]);
    await expect.element(page.getByText('first.pdf')).toBeVisible();
    expect(onFileAccepted).toHaveBeenCalledExactlyOnceWith(first);
  });

  it('ignores drops while disabled', async () => {
    const onFileAccepted = vi.fn();
    await render(
      <FileUpload
        label="CV"
        accept={cvAccept}
        maxSizeBytes={MB}
        onFileAccepted={onFileAccepted}
        disabled
      />,
    );
    drop([makeFile('cv.pdf', 'application/pdf', 10)]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(onFileAccepted).not.toHaveBeenCalled();
    expect(document.querySelector('[data-slot="file-upload-file"]')).toBeNull();
  });

  it('shows the progress bar only while progress is a number', async () => {
    const props = { label: 'CV', accept: cvAccept, maxSizeBytes: MB, onFileAccepted: () => {} };
    const { rerender } = await render(<FileUpload {...props} progress={null} />);
    await expect.element(page.getByRole('progressbar')).not.toBeInTheDocument();
    await rerender(<FileUpload {...props} progress={30} progressLabel="Uploading CV" />);
    await expect
      .element(page.getByRole('progressbar', { name: 'Uploading CV' }))
      .toHaveAttribute('aria-valuenow', '30');
    await rerender(<FileUpload {...props} />);
    await expect.element(page.getByRole('progressbar')).not.toBeInTheDocument();
  });

  it('describes the input by the accepted file once one is chosen', async () => {
    await render(
      <FileUpload label="CV" accept={cvAccept} maxSizeBytes={5 * MB} onFileAccepted={() => {}} />,
    );
    await userEvent.upload(fileInput(), makeFile('cv.pdf', 'application/pdf', 2 * MB));
    await expect.element(page.getByText('cv.pdf')).toBeVisible();
    await expect
      .element(page.elementLocator(fileInput()))
      .toHaveAccessibleDescription('cv.pdf 2 MB PDF or DOCX, up to 5 MB');
  });
});
