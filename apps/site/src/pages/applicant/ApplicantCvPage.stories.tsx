import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, handlers } from '@globalhire/data/mocks';
import ApplicantCvPage from './ApplicantCvPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { ApplicantFrame, candidateMocks, slow } from './applicantStoryMocks';

const withCv = {
  ...fixtures.profiles.candidate,
  cv_path: `${fixtures.profiles.candidate.id}/1772528400000-Carlos-Mendes-CV.pdf`,
};
const cvCalls = [
  handlers.uploadCv(),
  handlers.updateCandidateProfile(withCv),
  handlers.cvOnApplications(),
  handlers.removeFiles(),
];

const meta = {
  title: 'Pages/Applicant/Cv',
  component: PageStory,
  args: { page: ApplicantCvPage, path: '/applicant/cv', as: 'candidate', layout: ApplicantFrame },
  parameters: { layout: 'fullscreen', ...candidateMocks(cvCalls, withCv) },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCv: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Carlos-Mendes-CV.pdf', {}, slow)).toBeInTheDocument();
    await expect(page.getByText('Uploaded 3 March 2026')).toBeInTheDocument();
    const download = await page.findByRole('link', { name: /Download CV/ }, slow);
    await expect(download.getAttribute('href')).toMatch(
      /\/storage\/v1\/object\/sign\/cvs\/.+Carlos-Mendes-CV\.pdf\?token=/,
    );
    await expect(page.getByText('Replace your CV')).toBeInTheDocument();
  },
};

export const NoCv: Story = {
  parameters: candidateMocks(cvCalls),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No CV yet', {}, slow)).toBeInTheDocument();
    await expect(page.getByText('Upload your CV')).toBeInTheDocument();
    await expect(page.queryByRole('link', { name: /Download CV/ })).toBeNull();
  },
};

export const Upload: Story = {
  parameters: candidateMocks(cvCalls),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const input = await page.findByLabelText('Upload your CV', {}, slow);
    await userEvent.upload(
      input,
      new File(['%PDF-1.7 cv'], 'carlos-cv.pdf', { type: 'application/pdf' }),
    );
    await expectToast('CV uploaded', 'Your profile now has your new CV.');
  },
};

export const UploadRejected: Story = {
  parameters: candidateMocks(cvCalls),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const input = await page.findByLabelText('Upload your CV', {}, slow);
    await userEvent.upload(input, new File(['a photo'], 'cv.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    await expect(
      await page.findByText(
        'This file type is not accepted. Please choose a PDF, DOC or DOCX file.',
      ),
    ).toBeInTheDocument();
    const tooBig = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge-cv.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, tooBig);
    await expect(
      await page.findByText('The file is too large. The maximum size is 5 MB.'),
    ).toBeInTheDocument();
    await expect(page.queryByRole('progressbar')).toBeNull();
  },
};

export const UploadFails: Story = {
  parameters: candidateMocks([handlers.uploadCv.error(500), ...cvCalls]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const input = await page.findByLabelText('Upload your CV', {}, slow);
    await userEvent.upload(
      input,
      new File(['%PDF-1.7 cv'], 'carlos-cv.pdf', { type: 'application/pdf' }),
    );
    await expect(await page.findByText(/^The upload failed:/, {}, slow)).toBeInTheDocument();
  },
};

export const Remove: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Remove CV' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your CV?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove CV' }));
    await expectToast('CV removed');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
