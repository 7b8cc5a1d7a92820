import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { EmailTemplate } from '../define';
import type { BaseFacts } from '../facts/common';
import { EmailPreview } from './EmailPreview';

type Story = StoryObj<typeof EmailPreview>;

/**
 * What every email stories file spreads into its default export after its title and tags
 * (Storybook reads those two from the file itself: full width and a phone's width, pictured
 * after the frame has loaded, `['visual-mobile', 'visual-after-play', 'visual-render-per-viewport']`).
 */
export const emailMeta = {
  component: EmailPreview,
  parameters: { layout: 'padded', controls: { disable: true } },
} satisfies Partial<Meta<typeof EmailPreview>>;

/** A story of one template with one of its sample facts. */
export function emailStory<F extends BaseFacts>(
  template: EmailTemplate<F>,
  sample: keyof EmailTemplate<F>['samples'] & string = 'default',
): Story {
  return {
    args: {
      template: template as unknown as EmailTemplate<BaseFacts>,
      sample,
    },
    play: async ({ canvasElement }) => {
      await waitFor(
        () => expect(canvasElement.querySelector('[data-email-ready="true"]')).not.toBeNull(),
        { timeout: 5000 },
      );
    },
  };
}
