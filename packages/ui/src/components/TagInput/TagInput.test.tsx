import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { TagInput, type TagInputProps } from './TagInput';

function Stateful(props: Partial<TagInputProps> & { initial?: string[] }) {
  const { initial = [], ...rest } = props;
  const [tags, setTags] = useState(initial);
  return (
    <TagInput
      label="Skills"
      hint="Press Enter after each skill."
      {...rest}
      value={tags}
      onChange={(next) => {
        rest.onChange?.(next);
        setTags(next);
      }}
    />
  );
}

const input = () => page.getByRole('textbox', { name: 'Skills' });
const tagTexts = () =>
  page
    .getByRole('list', { name: 'Skills' })
    .getByRole('listitem')
    .elements()
    .map((item) => item.textContent);

describe('TagInput', () => {
  it('adds a tag on Enter without submitting the form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    await render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Stateful />
      </form>,
    );
    await userEvent.type(input(), 'Triage{Enter}');
    expect(tagTexts()).toEqual(['Triage']);
    await expect.element(input()).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds on a comma, and a pasted list adds each entry', async () => {
    await render(<Stateful />);
    await userEvent.type(input(), 'Triage,');
    expect(tagTexts()).toEqual(['Triage']);
    // A paste arrives as one change with the whole text.
    await input().fill('Wound care, ICU nursing, Phlebo');
    expect(tagTexts()).toEqual(['Triage', 'Wound care', 'ICU nursing']);
    await expect.element(input()).toHaveValue('Phlebo');
  });

  it('ignores duplicates (in any case) and blank entries', async () => {
    const onChange = vi.fn();
    await render(<Stateful initial={['Triage']} onChange={onChange} />);
    await userEvent.type(input(), 'TRIAGE{Enter} ,  ,');
    expect(tagTexts()).toEqual(['Triage']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes the last tag with Backspace in the empty input', async () => {
    await render(<Stateful initial={['Triage', 'Wound care']} />);
    await userEvent.type(input(), 'x{Backspace}{Backspace}');
    expect(tagTexts()).toEqual(['Triage']);
  });

  it('names each remove button after its tag and returns focus to the input', async () => {
    await render(<Stateful initial={['Triage', 'Wound care']} />);
    await page.getByRole('button', { name: 'Remove Triage' }).click();
    expect(tagTexts()).toEqual(['Wound care']);
    await expect.element(input()).toHaveFocus();
  });

  it('labels and describes the input', async () => {
    await render(<Stateful />);
    await expect.element(input()).toHaveAccessibleDescription('Press Enter after each skill.');
  });

  it('stops at maxTags and cuts tags to maxLength', async () => {
    await render(<Stateful initial={['Triage']} maxTags={2} maxLength={5} />);
    await userEvent.type(input(), 'Wound care{Enter}Phlebotomy{Enter}');
    expect(tagTexts()).toEqual(['Triage', 'Wound']);
  });
});
