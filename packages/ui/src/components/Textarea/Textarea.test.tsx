import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('is four rows tall unless told, and takes multi-line text', async () => {
    await render(<Textarea label="Message" />);
    const textarea = page.getByRole('textbox', { name: 'Message' });
    await expect.element(textarea).toHaveAttribute('rows', '4');
    await userEvent.type(textarea, 'Line one{Enter}Line two');
    await expect.element(textarea).toHaveValue('Line one\nLine two');
  });

  it('takes rows and native props', async () => {
    await render(<Textarea label="Description" rows={8} maxLength={500} name="description" />);
    const textarea = page.getByRole('textbox', { name: 'Description' });
    await expect.element(textarea).toHaveAttribute('rows', '8');
    await expect.element(textarea).toHaveAttribute('maxlength', '500');
  });

  it('announces error and hint, and is required', async () => {
    await render(
      <Textarea
        label="Message"
        required
        hint="Tell us how we can help."
        error="Please enter a message."
      />,
    );
    const textarea = page.getByRole('textbox', { name: 'Message' });
    await expect.element(textarea).toBeRequired();
    await expect
      .element(textarea)
      .toHaveAccessibleDescription('Please enter a message. Tell us how we can help.');
  });
});
