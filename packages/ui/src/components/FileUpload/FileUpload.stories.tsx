import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from '@globalhire/ui';

const MB = 1024 * 1024;

/** A File of the given size; the bytes are zeros, only name, type and size matter here. */
const makeFile = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

/** Drops files on an element the way a browser does, with a real DataTransfer. */
function dropFiles(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
  }
}

const getInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') ?? fail('no file input');

function fail(message: string): never {
  throw new Error(message);
}

const meta = {
  title: 'Forms/FileUpload',
  id: 'components-forms-fileupload',
  component: FileUpload,
  args: {
    label: 'CV / Resume',
    name: 'cv',
    accept: ['.pdf', 'application/pdf', '.doc', 'application/msword', '.docx'],
    maxSizeBytes: 5 * MB,
    onFileAccepted: fn(),
    onFileRejected: fn(),
  },
  argTypes: {
    progress: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    error: { control: 'text' },
    hint: { control: 'text' },
    accept: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Choosing a file with the picker accepts it and shows its name and size. */
export const AcceptsAFile: Story = {
  tags: ['visual-after-play'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = makeFile('Amara-Okafor-CV.pdf', 'application/pdf', 1.5 * MB);
    await userEvent.upload(getInput(canvasElement), file);
    await expect(args.onFileAccepted).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('Amara-Okafor-CV.pdf')).toBeVisible();
    await expect(canvas.getByText('1.5 MB')).toBeVisible();
    await expect(canvas.queryByRole('paragraph')).not.toBeInTheDocument();
  },
};

/** A file over the limit is refused with a message that names the limit, and it is announced with the field. */
export const RejectsOversizeFile: Story = {
  tags: ['visual-after-play'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = getInput(canvasElement);
    await userEvent.upload(input, makeFile('scanned-certificates.pdf', 'application/pdf', 6 * MB));
    await expect(
      canvas.getByText('The file is too large. The maximum size is 5 MB.'),
    ).toBeVisible();
    await expect(args.onFileAccepted).not.toHaveBeenCalled();
    await expect(args.onFileRejected).toHaveBeenCalledWith(expect.any(File), 'too-large');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('The file is too large. The maximum size is 5 MB.'),
    );
    await expect(canvas.queryByText('scanned-certificates.pdf')).not.toBeInTheDocument();
  },
};

/** A dropped file of a type not on the list is refused with a message naming the accepted types. */
export const RejectsWrongType: Story = {
  tags: ['visual-after-play'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const zone =
      canvas.getByText('Drag and drop a file here, or click to browse').closest('label') ??
      fail('no zone');
    dropFiles(zone, [makeFile('holiday-photo.png', 'image/png', 200 * 1024)]);
    await expect(
      await canvas.findByText(
        'This file type is not accepted. Please choose a PDF, DOC or DOCX file.',
      ),
    ).toBeVisible();
    await expect(args.onFileAccepted).not.toHaveBeenCalled();
    await expect(args.onFileRejected).toHaveBeenCalledWith(expect.any(File), 'wrong-type');
    await expect(getInput(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('holiday-photo.png')).not.toBeInTheDocument();
  },
};

export const CustomMessages: Story = {
  tags: ['visual-after-play'],
  args: {
    label: 'Company logo',
    accept: ['image/png', 'image/jpeg'],
    maxSizeBytes: 1 * MB,
    tooLargeMessage: 'Logos must be 1 MB or smaller.',
    wrongTypeMessage: 'Upload the logo as a PNG or JPG image.',
    limitsLabel: 'PNG or JPG, square, up to 1 MB',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone =
      canvas.getByText('Drag and drop a file here, or click to browse').closest('label') ??
      fail('no zone');
    dropFiles(zone, [makeFile('logo.svg', 'image/svg+xml', 10 * 1024)]);
    await expect(await canvas.findByText('Upload the logo as a PNG or JPG image.')).toBeVisible();
  },
};

/** Dragging a file over the zone highlights it. */
export const DraggingOver: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const zone =
      canvasElement.querySelector('[data-slot="file-upload-dropzone"]') ?? fail('no zone');
    const dataTransfer = new DataTransfer();
    zone.dispatchEvent(
      new DragEvent('dragenter', { dataTransfer, bubbles: true, cancelable: true }),
    );
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging'));
  },
};

export const Uploading: Story = {
  tags: ['visual-after-play'],
  args: { progress: 45, progressLabel: 'Uploading CV' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      getInput(canvasElement),
      makeFile('Amara-Okafor-CV.pdf', 'application/pdf', 2 * MB),
    );
    const bar = canvas.getByRole('progressbar', { name: 'Uploading CV' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

export const UploadFailed: Story = {
  args: { error: 'The upload failed. Please try again.' },
};

export const WithHint: Story = {
  args: { hint: 'Employers see your CV when the team applies on your behalf.' },
};

export const Required: Story = {
  args: { required: true },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(getInput(canvasElement)).toBeDisabled();
  },
};

export const KeyboardFocus: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(getInput(canvasElement)).toHaveFocus();
    await expect(getInput(canvasElement)).toHaveAccessibleName('CV / Resume');
  },
};

export const LongContent: Story = {
  tags: ['visual-after-play'],
  args: {
    label:
      'Upload your most recent CV or resume, including your registration and licensing details',
    hint: 'Include every country you are registered to practise in. Employers in regulated professions check registration numbers before they interview.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(
      getInput(canvasElement),
      makeFile(
        'Amara-Okafor-Registered-Nurse-CV-2026-with-NMC-and-NCLEX-registration-details-final-version.pdf',
        'application/pdf',
        3.2 * MB,
      ),
    );
  },
};

export const NarrowViewport: Story = {
  args: { error: 'The upload failed. Please try again.' },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  tags: ['visual-after-play', '!dev'],
  args: { progress: 80, hint: 'Employers see your CV when the team applies on your behalf.' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.upload(
      getInput(canvasElement),
      makeFile('Amara-Okafor-CV.pdf', 'application/pdf', 2 * MB),
    );
  },
};

export const DarkError: Story = {
  args: { error: 'The upload failed. Please try again.', required: true },
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = {
  args: { progress: 45 },
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = {
  args: { progress: 45 },
  globals: { locale: 'pseudo' },
  tags: ['!dev'],
};

export const Playground: Story = {};
